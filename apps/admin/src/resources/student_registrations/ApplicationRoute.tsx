import { studentRegistrationsWords } from '@seminary/core/i18n/en/admin/student-registrations.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetOne } from 'react-admin';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { useReportError } from '../../components/ListScreen.tsx';
import type { Row } from '../../components/records.ts';
import type { SeminaryDataProvider } from '../../providers/dataProvider.ts';
import { ApplicationDialog } from './ApplicationDialog.tsx';

type Application = Row<'student_registrations'>;

interface ApplicationRouteProps {
  /** The section the list is mounted at, e.g. student-registrations. */
  section: string;
  onChanged: () => void;
  onViewPaymentScreenshot: (application: Application) => void;
}

/**
 * The application dialogs over the list, each at its own address: /<section>/<id> shows the whole
 * application, /<section>/<id>/status only its status change. Closing goes back to the list.
 */
export function ApplicationRoute({ section, ...props }: ApplicationRouteProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const status = useMatch(`/${section}/:id/status`)?.params.id;
  const details = useMatch(`/${section}/:id`)?.params.id;
  const close = useCallback(() => navigate({ pathname: `/${section}`, search }), [navigate, section, search]);
  if (status) return <StatusOnly key={status} id={status} onClose={close} {...props} />;
  if (details) return <WholeApplication key={details} id={details} onClose={close} {...props} />;
  return null;
}

interface OpenedProps extends Omit<ApplicationRouteProps, 'section'> {
  id: string;
  onClose: () => void;
}

/**
 * The whole application, once the audit trail has recorded its opening. One record per opening:
 * the read started for this id is kept across a re-run of the effect (React's development mode
 * runs effects twice), and a refresh of the list behind does not read it again.
 */
function WholeApplication({ id, onClose, onChanged, onViewPaymentScreenshot }: OpenedProps) {
  const dataProvider = useDataProvider<SeminaryDataProvider>();
  const reportError = useReportError();
  const opening = useRef<Promise<Application> | null>(null);
  const [application, setApplication] = useState<Application | null>(null);
  useEffect(() => {
    opening.current ??= dataProvider.openApplication(id);
    let current = true;
    opening.current.then(
      (opened) => current && setApplication(opened),
      () => {
        if (!current) return;
        reportError(studentRegistrationsWords.applicationNotOpened);
        onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider, id, reportError, onClose]);
  if (!application) return null;
  return (
    <ApplicationDialog
      application={application}
      details
      onClose={onClose}
      onChanged={onChanged}
      onViewPaymentScreenshot={() => onViewPaymentScreenshot(application)}
    />
  );
}

/** The status change alone, for the row the list already shows. */
function StatusOnly({ id, onClose, onChanged, onViewPaymentScreenshot }: OpenedProps) {
  const { data: application } = useGetOne<Application>('student_registrations', { id }, { onError: onClose });
  if (!application) return null;
  return (
    <ApplicationDialog
      application={application}
      details={false}
      onClose={onClose}
      onChanged={onChanged}
      onViewPaymentScreenshot={() => onViewPaymentScreenshot(application)}
    />
  );
}
