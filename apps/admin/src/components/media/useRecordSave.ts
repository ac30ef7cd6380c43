import { useState } from 'react';
import { type RaRecord, useCreate, useUpdate } from 'react-admin';

/**
 * A form's save through react-admin's create and update (the data provider uploads chosen
 * files): an edited record is updated, otherwise a row is inserted. It resolves to whether the
 * save went through; a failure's message is kept for the red banner.
 */
export function useRecordSave(resource: string, failureMessage: (error: unknown) => string) {
  const [create] = useCreate();
  const [update] = useUpdate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(record: RaRecord | null, data: Record<string, unknown>): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      if (record) {
        await update(
          resource,
          { id: record.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else {
        await create(resource, { data }, { returnPromise: true });
      }
      return true;
    } catch (error) {
      setFailure(failureMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { save, busy, failure };
}
