import { validationMessages } from '@seminary/core/texts';
import { campusEventFormSchema } from '@seminary/core/validation';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { type DataProvider, type RaRecord, ResourceContextProvider, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from '../src/components/media/FileInput.tsx';
import { GalleryUpload } from '../src/components/media/GalleryUpload.tsx';
import { ImageGallery } from '../src/components/media/ImageGallery.tsx';
import { RecordFormDialog } from '../src/components/media/RecordFormDialog.tsx';
import type { RecordEditor } from '../src/components/records.ts';
import { memoryDataProvider, renderInAdmin } from './render.tsx';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The event dialog of the campus life screen, opened on `record`, telling when it saved. */
function EventDialog({ record, onSaved }: { record: RaRecord | 'new'; onSaved: () => void }) {
  const [open, setOpen] = useState<RaRecord | 'new' | null>(record);
  const editor: RecordEditor<RaRecord> = {
    record: open,
    open: setOpen,
    close: () => setOpen(null),
    saved: () => {
      setOpen(null);
      onSaved();
    },
  };
  // The dialog saves to the resource of the list it is over.
  return (
    <ResourceContextProvider value="campus_life">
      <RecordFormDialog
        editor={editor}
        title="Add New Event"
        defaultValues={{ title: '', content: '', image_url: null }}
        schema={campusEventFormSchema}
        files={{ image_url: 'image' }}
        failureMessage={() => 'Error saving event'}
      >
        <TextInput source="title" label="Title" />
        <TextInput source="content" label="Content" />
        <FileInput source="image_url" label="Event image" required={record === 'new'} />
      </RecordFormDialog>
    </ResourceContextProvider>
  );
}

function writableProvider() {
  const { dataProvider } = memoryDataProvider({});
  const create = vi.fn(async (_resource: string, { data }: { data: RaRecord }) => ({ data: { ...data, id: 'new' } }));
  const update = vi.fn(async (_resource: string, { id, data }: { id: string; data: object }) => ({
    data: { ...data, id },
  }));
  return { dataProvider: { ...dataProvider, create, update } as unknown as DataProvider, create, update };
}

describe('RecordFormDialog', () => {
  it('checks with the shared schema, names the first issue in the red banner, then inserts the File in its column', async () => {
    const { dataProvider, create } = writableProvider();
    const onSaved = vi.fn();
    renderInAdmin(<EventDialog record="new" onSaved={onSaved} />, dataProvider);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(validationMessages.requiredFields);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sports day');
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Races on the lawn.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(validationMessages.selectImageFile));
    expect(create).not.toHaveBeenCalled();

    const image = png('sports.png');
    await user.upload(screen.getByLabelText(/Event image/), image);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[1].data).toEqual({
      title: 'Sports day',
      content: 'Races on the lawn.',
      image_url: image,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('updates an edited record, keeping its stored image URL and leaving other columns alone', async () => {
    const { dataProvider, update } = writableProvider();
    const record = {
      id: 'e1',
      title: 'Chapel',
      content: 'Morning worship.',
      image_url: 'https://example.com/chapel.png',
      created_at: '2024-01-01T00:00:00Z',
    };
    const onSaved = vi.fn();
    renderInAdmin(<EventDialog record={record} onSaved={onSaved} />, dataProvider);
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Chapel service');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[1]).toMatchObject({
      id: 'e1',
      data: { title: 'Chapel service', content: 'Morning worship.', image_url: 'https://example.com/chapel.png' },
      previousData: record,
    });
  });

  it("shows the save's failure in the red banner and keeps the dialog open", async () => {
    const { dataProvider, update } = writableProvider();
    update.mockRejectedValueOnce(new Error('boom'));
    const record = { id: 'e1', title: 'Chapel', content: 'Worship.', image_url: 'https://example.com/chapel.png' };
    renderInAdmin(<EventDialog record={record} onSaved={vi.fn()} />, dataProvider);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error saving event');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('GalleryUpload', () => {
  it('uploads the trimmed batch in one call with per-file progress, then clears it', async () => {
    let report: (index: number, fraction: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    const uploadImages = vi.fn(
      (_files: File[], progress: typeof report) =>
        new Promise<void>((resolve) => {
          report = progress;
          finish = resolve;
        }),
    );
    renderInAdmin(
      <GalleryUpload uploadImages={uploadImages} errorMessage="Error uploading images" />,
      {} as DataProvider,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Upload Selected Images' }).hasAttribute('disabled')).toBe(true);

    await user.upload(screen.getByLabelText('Select Images'), [png('a.png'), png('b.png'), png('c.png')]);
    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    await user.click(screen.getByRole('button', { name: 'Upload Selected Images' }));
    expect(uploadImages).toHaveBeenCalledTimes(1);
    expect(uploadImages.mock.calls[0]?.[0].map((file) => file.name)).toEqual(['a.png', 'c.png']);
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeTruthy();

    act(() => report(1, 0.5));
    expect(screen.getByRole('progressbar', { name: 'Upload progress for c.png' }).getAttribute('aria-valuenow')).toBe(
      '45',
    );
    expect(screen.getByText('45%')).toBeTruthy();
    await act(async () => finish());
    expect(screen.queryByRole('list', { name: 'Selected images' })).toBeNull();
  });

  it('keeps the batch for another try after a failure', async () => {
    const uploadImages = vi.fn().mockRejectedValue(new Error('boom'));
    renderInAdmin(
      <GalleryUpload uploadImages={uploadImages} errorMessage="Error uploading images" />,
      {} as DataProvider,
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Select Images'), [png('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload Selected Images' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error uploading images');
    expect(screen.getByRole('list', { name: 'Selected images' }).children).toHaveLength(1);
  });
});

describe('ImageGallery', () => {
  it('shows one page of images, newest first, with the true total', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({
      id: String(index),
      title: `photo-${String(index).padStart(2, '0')}`,
      image_url: `https://example.com/${index}.png`,
      created_at: new Date(Date.UTC(2024, 0, 1, 0, index)).toISOString(),
    }));
    const { dataProvider, calls } = memoryDataProvider({ gallery: rows });
    renderInAdmin(
      <ImageGallery
        table="gallery"
        title="Gallery images"
        rowFor={(file) => ({ image_url: file })}
        labelOf={(row) => row.title}
        messages={{
          fetch: 'Error fetching gallery items',
          upload: 'Error uploading images',
          delete: 'x',
          empty: 'None',
        }}
      />,
      dataProvider,
    );
    const grid = await screen.findByRole('list', { name: 'Gallery images' }, { timeout: 10_000 });
    expect(grid.children).toHaveLength(24);
    expect(grid.children[0]?.textContent).toBe('photo-29');
    expect(screen.getByText('1-24 of 30')).toBeTruthy();
    expect(calls[0]?.params).toMatchObject({
      pagination: { page: 1, perPage: 24 },
      sort: { field: 'created_at', order: 'DESC' },
    });
  });
});
