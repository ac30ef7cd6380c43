import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import type { TableName } from '../providers/dataProvider.ts';
import { RecentlyDeletedButton } from './history/ContentHistory.tsx';
import { ListScreen, type ListScreenProps } from './ListScreen.tsx';
import { AddButton } from './media/AddButton.tsx';
import { EditDeleteActions } from './RowActions.tsx';
import { type RecordEditor, recordName } from './records.ts';
import { type DeleteWords, useConfirmedDelete } from './useConfirmedDelete.tsx';
import { useRecordEditor } from './useRecordEditor.ts';

interface ContentActionsValue {
  resource: TableName;
  edit: (record: RaRecord) => void;
  remove: (record: RaRecord) => void;
}

const ContentActionsContext = createContext<ContentActionsValue | null>(null);

/** A content record's history, edit and delete buttons, named after it, inside its ContentList. */
export function ContentActions({ record }: { record: RaRecord }) {
  const actions = useContext(ContentActionsContext);
  if (!actions) throw new Error('ContentActions is used inside a ContentList');
  return (
    <EditDeleteActions
      history={{ resource: actions.resource, id: String(record.id) }}
      name={recordName(record)}
      onEdit={() => actions.edit(record)}
      onDelete={() => actions.remove(record)}
    />
  );
}

/** The records, each showing ContentActions; the delete's confirmation dialog goes with them. */
function Records<R extends RaRecord>({
  resource,
  edit,
  deletion,
  children,
}: {
  resource: TableName;
  edit: (record: R) => void;
  deletion: DeleteWords<R>;
  children: ReactNode;
}) {
  // Under the list's frame, whose red banner shows a failed delete.
  const { ask, dialog } = useConfirmedDelete<R>(resource, deletion);
  const value = { resource, edit, remove: ask } as ContentActionsValue;
  return (
    <ContentActionsContext.Provider value={value}>
      {children}
      {dialog}
    </ContentActionsContext.Provider>
  );
}

/**
 * A section's content records (posts, events, teachers, ...): the list screen with its Recently
 * deleted and Add buttons, the add/edit dialog at the section's addresses (useRecordEditor), and
 * for each record, through ContentActions, its history, edit and delete buttons, the delete asked
 * first.
 */
export function ContentList<R extends RaRecord>({
  resource,
  deletedLabel,
  addLabel,
  deletion,
  form: Form,
  children,
  ...screen
}: Omit<ListScreenProps, 'resource' | 'actions' | 'dialogs'> & {
  resource: TableName;
  /** What the Recently deleted dialog calls the section's records. */
  deletedLabel: string;
  addLabel: string;
  deletion: DeleteWords<R>;
  /** The add/edit dialog, shown over the list whatever its state. */
  form: ComponentType<{ editor: RecordEditor<R> }>;
}) {
  const editor = useRecordEditor<R>(resource);
  return (
    <ListScreen
      resource={resource}
      {...screen}
      actions={
        <>
          <RecentlyDeletedButton resource={resource} label={deletedLabel} />
          <AddButton label={addLabel} onClick={() => editor.open('new')} />
        </>
      }
      dialogs={<Form editor={editor} />}
    >
      <Records resource={resource} edit={editor.open} deletion={deletion}>
        {children}
      </Records>
    </ListScreen>
  );
}
