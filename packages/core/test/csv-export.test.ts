import { describe, expect, it } from 'vitest';
import { exportRegistrationsCsv } from '../src/csv-export.ts';

describe('exportRegistrationsCsv', () => {
  const now = new Date('2025-03-09T18:45:00Z');

  it('names the file after the kind and the ISO date', () => {
    expect(exportRegistrationsCsv('registrations', [], now).filename).toBe('registrations_2025-03-09.csv');
    expect(exportRegistrationsCsv('student_registrations', [], now).filename).toBe(
      'student_registrations_2025-03-09.csv',
    );
  });

  it('has a column for every key of the rows and quotes commas, quotes and newlines', () => {
    const rows = [
      { id: 'r1', name: 'Sushma Rani', comments: 'Hostel, fees', contacted: false, course_id: null },
      {
        id: 'r2',
        name: 'Keerthi "Kiki" Priya',
        comments: 'Line one\nLine two',
        contacted: true,
        phone: '+91 90000 44556',
      },
    ];
    expect(exportRegistrationsCsv('registrations', rows, now).content).toBe(
      [
        'id,name,comments,contacted,course_id,phone',
        'r1,Sushma Rani,"Hostel, fees",false,,',
        'r2,"Keerthi ""Kiki"" Priya","Line one\nLine two",true,,+91 90000 44556',
      ].join('\r\n'),
    );
  });

  it('keeps formulas an applicant typed from running in a spreadsheet', () => {
    const rows = [{ name: '=HYPERLINK("http://evil.example")', comments: '-2+3+cmd|calc', phone: '-' }];
    expect(exportRegistrationsCsv('registrations', rows, now).content).toBe(
      ['name,comments,phone', `"'=HYPERLINK(""http://evil.example"")","'-2+3+cmd|calc",-`].join('\r\n'),
    );
  });
});
