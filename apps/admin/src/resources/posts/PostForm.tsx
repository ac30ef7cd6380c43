import { postsWords } from '@seminary/core/i18n/en/admin/posts.ts';
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
      editor={editor}
      title={post ? postsWords.editPost : postsWords.addNewPost}
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
      failureMessage={(error) => postsWords.couldNotSaveThePost(describeError(error))}
    >
      <BilingualTextInput source="title" label={postsWords.title} isRequired />
      <TextInput source="slug" label={postsWords.address} helperText={postsWords.theEndOfThePosts} />
      <BilingualTextInput source="summary" label={postsWords.summary} isRequired />
      <BilingualRichTextInput source="body" label={postsWords.body} />
      <FileInput source="cover_image_url" label={postsWords.coverPicture} />
      <BilingualTextInput
        source="cover_alt"
        label={postsWords.coverDescription}
        helperText={postsWords.whatThePictureShowsFor}
      />
      <DateTimeInput source="published_at" label={postsWords.publishAt} helperText={postsWords.thePostAppearsOnThe} />
      <BooleanInput source="draft" label={postsWords.draftNotShownOnThe} helperText={false} />
      <FormDataConsumer>{({ formData }) => <PostPreview post={formData as PostDraft} />}</FormDataConsumer>
    </RecordFormDialog>
  );
}
