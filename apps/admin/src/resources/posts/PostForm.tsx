import { postFormSchema } from '@seminary/core/validation';
import { BooleanInput, DateTimeInput, FormDataConsumer, TextInput } from 'react-admin';
import { BilingualRichTextInput } from '../../components/BilingualRichTextInput.tsx';
import { BilingualTextInput } from '../../components/BilingualTextInput.tsx';
import { describeError } from '../../components/errors.ts';
import { FileInput } from '../../components/media/FileInput.tsx';
import { RecordFormDialog } from '../../components/media/RecordFormDialog.tsx';
import { editedRecord, type RecordEditor, type Row } from '../../components/records.ts';
import { type PostDraft, PostPreview } from './PostPreview.tsx';

export type Post = Row<'posts'>;

const COVER = { cover_image_url: 'cover' };

/**
 * Add or edit a blog post: its texts beside their Telugu twins, the address, the time it appears
 * on the site, the draft switch, the cover with its description, and a preview of its page.
 */
export function PostForm({ editor }: { editor: RecordEditor<Post> }) {
  const post = editedRecord(editor);
  return (
    <RecordFormDialog
      resource="posts"
      editor={editor}
      title={post ? 'Edit Post' : 'Add New Post'}
      defaultValues={{
        title: '',
        slug: '',
        summary: '',
        body: '',
        cover_image_url: null,
        published_at: new Date(),
        draft: true,
      }}
      schema={postFormSchema}
      files={COVER}
      failureMessage={(error) => `Could not save the post: ${describeError(error)}`}
      maxWidth="md"
    >
      <BilingualTextInput source="title" label="Title" isRequired />
      <TextInput
        source="slug"
        label="Address"
        helperText="The end of the post's address, /blog/…: lower-case words joined by hyphens. Left empty, it is made from the title."
      />
      <BilingualTextInput source="summary" label="Summary" isRequired />
      <BilingualRichTextInput source="body" label="Body" />
      <FileInput source="cover_image_url" label="Cover picture" />
      <BilingualTextInput
        source="cover_alt"
        label="Cover description"
        helperText="What the picture shows, for screen readers."
      />
      <DateTimeInput
        source="published_at"
        label="Publish at"
        helperText="The post appears on the site by itself at this time, unless it is a draft."
      />
      <BooleanInput source="draft" label="Draft (not shown on the site)" helperText={false} />
      <FormDataConsumer>{({ formData }) => <PostPreview post={formData as PostDraft} />}</FormDataConsumer>
    </RecordFormDialog>
  );
}
