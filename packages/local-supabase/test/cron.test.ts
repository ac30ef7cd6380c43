// The pg_cron stand-in: cron.schedule, cron.unschedule and cron.alter_job as pg_cron has them, and
// the server's timer running whatever cron.job holds, as the job's role, at pg_cron's schedules
// ('N seconds' and five cron fields in UTC); a failing job is logged and runs again at its next
// time; each job's runs are in the health answer; the files of storage objects a job deletes go
// with their rows; every job runs once at the start.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSchedule } from '../src/jobs/scheduled-jobs.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const SETUP = [
  `create table public.runs (id bigserial primary key, job text not null, who text not null default current_user)`,
  `create sequence public.flaky_attempts`,
  // Made as a migration would: a job scheduled daily, and run once by the start.
  `select cron.schedule('at-start', '0 3 * * *', $$insert into public.runs (job) values ('at-start')$$)`,
];

let server: TestServer;
const logs: string[] = [];
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await server.db.query<T>(text, params)).rows;
const runsOf = async (job: string) =>
  Number((await sql<{ n: number }>('select count(*)::int as n from public.runs where job = $1', [job]))[0]?.n);
const statusOf = (name: string) => server.jobs.status().find((job) => job.name === name);

beforeAll(async () => {
  server = await startTestServer({
    extraSql: SETUP,
    jobs: { schedules: { shortened: '1 seconds' } },
    log: (line) => logs.push(line),
  });
});
afterAll(async () => {
  await server?.close();
});

describe('cron.schedule, cron.unschedule and cron.alter_job', () => {
  it('schedule upserts by name and returns the job id; unschedule takes a name or an id', async () => {
    const [first] = await sql<{ id: string }>(`select cron.schedule('named', '5 4 * * *', 'select 1') as id`);
    const [again] = await sql<{ id: string }>(`select cron.schedule('named', '15 seconds', 'select 2') as id`);
    expect(again?.id).toBe(first?.id);
    expect(await sql(`select schedule, command, active, username from cron.job where jobname = 'named'`)).toEqual([
      { schedule: '15 seconds', command: 'select 2', active: true, username: 'postgres' },
    ]);

    const [unnamed] = await sql<{ id: string }>(`select cron.schedule('0 * * * *', 'select 3') as id`);
    expect(await sql(`select jobname from cron.job where jobid = $1`, [unnamed?.id])).toEqual([{ jobname: null }]);

    expect(await sql(`select cron.unschedule('named') as done`)).toEqual([{ done: true }]);
    expect(await sql(`select cron.unschedule($1::bigint) as done`, [unnamed?.id])).toEqual([{ done: true }]);
    expect(
      await sql(`select count(*)::int as n from cron.job where jobname = 'named' or jobid = $1`, [unnamed?.id]),
    ).toEqual([{ n: 0 }]);
    await expect(sql(`select cron.unschedule('named')`)).rejects.toThrow(/could not find valid entry for job/);
  });

  it("keeps the jobs in pg_cron's order, by their number: the tenth after the ninth", async () => {
    const names = Array.from({ length: 11 }, (_, n) => `ordered-${String.fromCharCode(97 + n)}`);
    for (const name of names) await sql(`select cron.schedule($1, '0 4 * * *', 'select 1')`, [name]);
    await expect
      .poll(() => server.jobs.status().filter((job) => job.name.startsWith('ordered-')).length, { timeout: 5_000 })
      .toBe(names.length);
    const [first] = await sql<{ jobid: string }>(`select jobid::text from cron.job where jobname = 'ordered-a'`);
    expect(Number(first?.jobid) + names.length - 1).toBeGreaterThanOrEqual(10);
    expect(server.jobs.status().flatMap((job) => (job.name.startsWith('ordered-') ? [job.name] : []))).toEqual(names);
    for (const name of names) await sql(`select cron.unschedule($1)`, [name]);
  });

  it("accepts pg_cron's schedules only", async () => {
    for (const schedule of ['1 seconds', '59 seconds', '* * * * *', '*/5 1-3 1,15 * 1-5', '0 0 $ * *', '@daily']) {
      await sql(`select cron.schedule('valid', $1, 'select 1')`, [schedule]);
      expect(parseSchedule(schedule), schedule).toBeDefined();
    }
    await sql(`select cron.unschedule('valid')`);
    for (const schedule of ['0 seconds', '60 seconds', '* * * *', '* * * * * *', 'every day', '']) {
      await expect(sql(`select cron.schedule('invalid', $1, 'select 1')`, [schedule]), schedule).rejects.toThrow(
        /invalid schedule/,
      );
      expect(parseSchedule(schedule), schedule).toBeUndefined();
    }
    expect(await sql(`select count(*)::int as n from cron.job where jobname = 'invalid'`)).toEqual([{ n: 0 }]);
  });

  it('keeps the API roles out of it', async () => {
    expect((await server.service().schema('cron').from('job').select('*')).error).not.toBeNull();
    for (const role of ['anon', 'authenticated', 'service_role']) {
      expect(await sql(`select has_schema_privilege($1, 'cron', 'usage') as usage`, [role])).toEqual([
        { usage: false },
      ]);
    }
  });
});

describe('the timer', () => {
  it('ran every job once at the start, before the server was ready', async () => {
    expect(await runsOf('at-start')).toBe(1);
    expect(statusOf('at-start')).toMatchObject({ runs: 1, lastError: null, schedule: '0 3 * * *' });
  });

  it("runs an 'N seconds' job every N seconds, as the role that scheduled it", async () => {
    await sql(
      `select cron.schedule('every-second', '1 seconds', $$insert into public.runs (job) values ('every-second')$$)`,
    );
    await expect.poll(() => runsOf('every-second'), { timeout: 10_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    expect(await sql(`select distinct who from public.runs where job = 'every-second'`)).toEqual([{ who: 'postgres' }]);

    // Another role, as pg_cron runs a job as its username.
    const [job] = await sql<{ jobid: string }>(`select jobid from cron.job where jobname = 'every-second'`);
    await sql('grant insert on public.runs to service_role');
    await sql('grant usage on sequence public.runs_id_seq to service_role');
    await sql(`select cron.alter_job($1, username => 'service_role')`, [job?.jobid]);
    await expect
      .poll(async () => sql(`select 1 from public.runs where job = 'every-second' and who = 'service_role'`), {
        timeout: 10_000,
        interval: 200,
      })
      .toHaveLength(1);

    // Unscheduled, it runs no more.
    await sql(`select cron.unschedule($1::bigint)`, [job?.jobid]);
    await expect.poll(() => statusOf('every-second'), { timeout: 5_000, interval: 100 }).toBeUndefined();
    const after = await runsOf('every-second');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await runsOf('every-second')).toBe(after);
  });

  it('runs a five-field job at the next minute it names, in UTC', async () => {
    await sql(`select cron.schedule('each-minute', '* * * * *', 'select 1')`);
    await sql(`select cron.schedule('india-midnight', '30 18 * * *', 'select 1')`);
    await expect.poll(() => statusOf('india-midnight'), { timeout: 5_000, interval: 100 }).toBeDefined();

    const minute = Date.parse(statusOf('each-minute')?.nextRunAt ?? '');
    expect(new Date(minute).getUTCSeconds()).toBe(0);
    expect(minute - Date.now()).toBeGreaterThan(-1_000);
    expect(minute - Date.now()).toBeLessThanOrEqual(60_000);
    expect(statusOf('each-minute')?.everySeconds).toBe(60);

    const daily = new Date(statusOf('india-midnight')?.nextRunAt ?? '');
    expect([daily.getUTCHours(), daily.getUTCMinutes()]).toEqual([18, 30]);
    expect(daily.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60_000);
    expect(statusOf('india-midnight')?.everySeconds).toBe(24 * 60 * 60);
    await sql(`select cron.unschedule('each-minute'), cron.unschedule('india-midnight')`);
  });

  it("follows a schedule the server was given for a job instead of the job's own", async () => {
    await sql(`select cron.schedule('shortened', '0 0 1 1 *', $$insert into public.runs (job) values ('shortened')$$)`);
    await expect.poll(() => runsOf('shortened'), { timeout: 10_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    expect(statusOf('shortened')).toMatchObject({ schedule: '1 seconds', everySeconds: 1 });
    expect(await sql(`select schedule from cron.job where jobname = 'shortened'`)).toEqual([{ schedule: '0 0 1 1 *' }]);
    await sql(`select cron.unschedule('shortened')`);
  });

  it('logs a failing job and runs it again at its next time', async () => {
    // Fails on its first two attempts (a sequence is not rolled back with the job).
    await sql(
      `select cron.schedule('flaky', '1 seconds', 'select 1 / greatest(nextval(''public.flaky_attempts'') - 2, 0)')`,
    );
    await expect
      .poll(() => statusOf('flaky')?.lastError ?? null, { timeout: 10_000, interval: 100 })
      .toBe('division by zero');
    expect(logs).toContain('scheduled job flaky failed: division by zero');
    await expect
      .poll(() => statusOf('flaky'), { timeout: 10_000, interval: 100 })
      .toMatchObject({ runs: expect.any(Number), lastError: null });
    expect(statusOf('flaky')?.runs).toBeGreaterThanOrEqual(3);
    expect(logs.filter((line) => line === 'scheduled job flaky failed: division by zero')).toHaveLength(2);
    await sql(`select cron.unschedule('flaky')`);

    // Asked for, a failing job rejects, naming it.
    await sql(`select cron.schedule('broken', '0 0 1 1 *', 'select 1 / 0')`);
    await expect(server.jobs.run('broken')).rejects.toThrow('scheduled job failed: broken: division by zero');
    await sql(`select cron.unschedule('broken')`);
  });

  it("reports each job's runs in the health answer the service role gets", async () => {
    await sql(`select cron.schedule('reported', '7 seconds', 'select 1')`);
    await server.jobs.run('reported');
    const health = (await (
      await fetch(`${server.url}/health`, { headers: { apikey: server.serviceRoleKey } })
    ).json()) as {
      scheduledJobs: unknown[];
    };
    expect(health.scheduledJobs).toContainEqual({
      name: 'reported',
      does: 'select 1',
      schedule: '7 seconds',
      everySeconds: 7,
      runs: 1,
      lastRunAt: expect.any(String),
      lastRunMs: expect.any(Number),
      lastError: null,
      nextRunAt: expect.any(String),
    });
    const anyone = await (await fetch(`${server.url}/health`)).json();
    expect(anyone).not.toHaveProperty('scheduledJobs');
    await sql(`select cron.unschedule('reported')`);
  });
});

describe('storage objects a job deletes', () => {
  beforeAll(async () => {
    expect((await server.service().storage.createBucket('job-files')).error).toBeNull();
    await sql(`
      create or replace function public.delete_job_files(fail boolean) returns integer language plpgsql as $$
      declare
        deleted integer;
      begin
        perform set_config('storage.allow_delete_query', 'true', true);
        delete from storage.objects where bucket_id = 'job-files';
        get diagnostics deleted = row_count;
        if fail then raise exception 'changed its mind'; end if;
        return deleted;
      end;
      $$`);
  });

  const upload = async (name: string) => {
    const { error } = await server
      .service()
      .storage.from('job-files')
      .upload(name, new Blob(['bytes']));
    expect(error).toBeNull();
  };
  const filesOf = () => {
    const folder = join(server.ctx.storageDir, 'job-files');
    return existsSync(folder) ? readdirSync(folder, { recursive: true }) : [];
  };

  it('keeps the files of a job that rolled back, and removes them once a job deleted their rows', async () => {
    await upload('kept.txt');
    await sql(`select cron.schedule('deletes-and-fails', '0 0 1 1 *', 'select public.delete_job_files(true)')`);
    await expect(server.jobs.run('deletes-and-fails')).rejects.toThrow(/changed its mind/);
    expect((await server.service().storage.from('job-files').download('kept.txt')).error).toBeNull();

    await sql(`select cron.schedule('deletes', '0 0 1 1 *', 'select public.delete_job_files(false) as deleted')`);
    const run = await server.jobs.run('deletes');
    expect(run.jobs).toEqual([{ name: 'deletes', rows: [{ deleted: 1 }], ms: expect.any(Number), error: null }]);
    expect(run.removedFiles).toEqual(['job-files/kept.txt']);
    expect(filesOf()).toEqual([]);
    expect(await sql('select count(*)::int as n from storage.deleted_object_files')).toEqual([{ n: 0 }]);
    await sql(`select cron.unschedule('deletes'), cron.unschedule('deletes-and-fails')`);
  });

  it('notes nothing for deletes outside a job (the Storage API removes its own files)', async () => {
    await upload('api.txt');
    expect((await server.service().storage.from('job-files').remove(['api.txt'])).error).toBeNull();
    expect(filesOf()).toEqual([]);
    expect(await sql('select count(*)::int as n from storage.deleted_object_files')).toEqual([{ n: 0 }]);
  });
});
