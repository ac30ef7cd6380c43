import SaveIcon from '@mui/icons-material/Save';
import { Alert } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { EditBase, Form, SaveButton } from 'react-admin';
import type { TableName } from '../providers/dataProvider.ts';
import { ErrorBanner } from './ErrorBanner.tsx';
import { describeError } from './errors.ts';
import { LoadingState } from './LoadingState.tsx';

/**
 * A table of one row (id 1), edited on react-admin's own form: saved without leaving the screen,
 * a failure in the red banner, a success in words until she changes a field again (the fields
 * call the `edited` they are given).
 */
export function SingleRowEdit({
  resource,
  loadingLabel,
  savedMessage,
  saveLabel,
  children,
}: {
  resource: TableName;
  loadingLabel: string;
  savedMessage: string;
  saveLabel: string;
  children: (edited: () => void) => ReactNode;
}) {
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <EditBase
      resource={resource}
      id={1}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          setFailure(null);
          setSaved(true);
        },
        onError: (error) => {
          setSaved(false);
          setFailure(describeError(error));
        },
      }}
      loading={<LoadingState label={loadingLabel} />}
    >
      <ErrorBanner message={failure} />
      {saved && !failure ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {savedMessage}
        </Alert>
      ) : null}
      <Form noValidate>
        {children(() => setSaved(false))}
        <SaveButton label={saveLabel} icon={<SaveIcon />} />
      </Form>
    </EditBase>
  );
}
