import { Box, Chip, Typography } from '@mui/material';
import { postsWords } from '@seminary/core/i18n/en/admin/posts.ts';
import { DateField, FilterLiveForm } from 'react-admin';
import { DATE_TIME } from '../../components/dates.ts';
import { RecentlyDeletedButton } from '../../components/history/ContentHistory.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { AddButton } from '../../components/media/AddButton.tsx';
import { EditDeleteActions } from '../../components/RowActions.tsx';
import { Column, RowsTable } from '../../components/RowsTable.tsx';
import type { RecordEditor } from '../../components/records.ts';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useConfirmedDelete } from '../../components/useConfirmedDelete.tsx';
import { useRecordEditor } from '../../components/useRecordEditor.ts';
import { type Post, PostForm } from './PostForm.tsx';

/**
 * Whether visitors see a post yet: drafts never, others from their publish time. Colours whose
 * text keeps a 4.5:1 contrast (MUI's filled info chip falls short).
 */
function PostStatus({ post }: { post: Post }) {
  if (post.draft) return <Chip label={postsWords.draft} size="small" variant="outlined" />;
  if (new Date(post.published_at).getTime() > Date.now())
    return <Chip label={postsWords.scheduled} size="small" color="primary" variant="outlined" />;
  return <Chip label={postsWords.published} size="small" color="success" />;
}

function PostRows({ editor }: { editor: RecordEditor<Post> }) {
  const { ask, dialog } = useConfirmedDelete<Post>('posts', {
    title: postsWords.deletePost,
    message: (post) => postsWords.confirmDelete(post.title),
    failureMessage: postsWords.couldNotDeleteThePost,
  });
  return (
    <>
      <RowsTable label={postsWords.blogPosts}>
        <Column
          source="title"
          label={postsWords.post}
          render={(post: Post) => (
            <Box sx={{ minWidth: 220 }}>
              <Typography sx={{ fontWeight: 500 }}>{post.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                /blog/{post.slug}
              </Typography>
            </Box>
          )}
        />
        <Column source="published_at" label={postsWords.publishAt}>
          <DateField source="published_at" showTime options={DATE_TIME} />
        </Column>
        <Column source="draft" label={postsWords.status} render={(post: Post) => <PostStatus post={post} />} />
        <Column
          label={postsWords.actions}
          align="right"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(post: Post) => (
            <EditDeleteActions
              history={{ resource: 'posts', id: post.id }}
              name={post.title}
              onEdit={() => editor.open(post)}
              onDelete={() => ask(post)}
            />
          )}
        />
      </RowsTable>
      {dialog}
    </>
  );
}

/** The blog's posts, newest publish time first, paged, searched and sorted by the database. */
export function PostList() {
  const editor = useRecordEditor<Post>('posts');
  return (
    <>
      <ListScreen
        resource="posts"
        title={postsWords.blog}
        description={postsWords.postsForTheBlogBlog}
        sort={{ field: 'published_at', order: 'DESC' }}
        paged
        filters={
          <FilterLiveForm debounce={300}>
            <SearchInput label={postsWords.searchPosts} sx={{ maxWidth: 480 }} />
          </FilterLiveForm>
        }
        loadErrorMessage={postsWords.couldNotLoadThePosts}
        loadingLabel={postsWords.loadingPosts}
        emptyText={postsWords.noPostsYetAddYour}
        actions={
          <>
            <RecentlyDeletedButton resource="posts" label="posts" />
            <AddButton label={postsWords.addPost} onClick={() => editor.open('new')} />
          </>
        }
      >
        <PostRows editor={editor} />
      </ListScreen>
      <PostForm editor={editor} />
    </>
  );
}
