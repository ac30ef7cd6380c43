import { FormControlLabel, Switch, TextField } from '@mui/material';
import type { TablesInsert } from '@seminary/core/database.types';
import { screenErrors } from '@seminary/core/texts';
import { bannerFormSchema } from '@seminary/core/validation';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { firstIssue, invalidFields, isUploadError } from '../../components/errors.ts';
import { FilePicker } from '../../components/FilePicker.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { WithFiles } from '../../components/files.ts';
import { textOf, useFormFields } from '../../components/useFormFields.ts';
import type { Row } from '../../components/useTableRows.ts';

type Banner = Row<'banners'>;

/** Add or edit a banner. A new banner goes last: its order_index is the current number of banners. */
export function BannerForm({
  banner,
  bannerCount,
  onClose,
  onSaved,
}: {
  banner: Banner | null;
  bannerCount: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider();
  const { values, set, text } = useFormFields({
    title: textOf(banner?.title),
    subtitle: textOf(banner?.subtitle),
    button_text: textOf(banner?.button_text),
    button_link: textOf(banner?.button_link),
    active: banner?.active ?? true,
  });
  const [image, setImage] = useState<File | null>(null);
  const [invalid, setInvalid] = useState(new Set<string>());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const result = bannerFormSchema.safeParse({
      ...values,
      order_index: banner ? banner.order_index : bannerCount,
      image: image ?? undefined,
      image_url: banner?.image_url ?? null,
    });
    if (!result.success) {
      setInvalid(invalidFields(result));
      setError(firstIssue(result));
      return;
    }
    const { image: chosen, image_url, ...fields } = result.data;
    const data: WithFiles<TablesInsert<'banners'>, 'image_url'> = { ...fields, image_url: chosen ?? image_url ?? '' };
    setBusy(true);
    setError(null);
    try {
      if (banner) await dataProvider.update('banners', { id: banner.id, data, previousData: banner });
      else await dataProvider.create('banners', { data });
      onSaved();
    } catch (failure) {
      setError(isUploadError(failure) ? screenErrors.banners.uploadImage : screenErrors.banners.save);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      title={banner ? 'Edit Banner' : 'Add New Banner'}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField label="Title" required error={invalid.has('title')} {...text('title')} />
      <TextField label="Subtitle" multiline minRows={2} {...text('subtitle')} />
      <TextField label="Button Text" {...text('button_text')} />
      <TextField label="Button Link" placeholder="/courses" {...text('button_link')} />
      <FormControlLabel
        control={<Switch checked={values.active} onChange={(event) => set('active', event.target.checked)} />}
        label={values.active ? 'Active' : 'Inactive'}
      />
      <FilePicker
        label="Banner image"
        accept="image/*"
        file={image}
        currentUrl={banner?.image_url}
        onChange={setImage}
        required={!banner}
        invalid={invalid.has('image')}
      />
    </FormDialog>
  );
}
