import { Box, Chip, Typography } from '@mui/material';
import { postsWords } from '@seminary/core/i18n/en/admin/posts.ts';
import { DateField, FilterLiveForm } from 'react-admin';
import { ContentActions, ContentList } from '../../components/ContentList.tsx';
import { DATE_TIME } from '../../components/dates.ts';
import { ActionsColumn, Column, RowsTable } from '../../components/RowsTable.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
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

/** The blog's posts, newest publish time first, paged, searched and sorted by the database. */
export function PostList() {
  return (
    <ContentList<Post>
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
      deletedLabel="posts"
      addLabel={postsWords.addPost}
      deletion={{
        title: postsWords.deletePost,
        message: (post) => postsWords.confirmDelete(post.title),
        failureMessage: postsWords.couldNotDeleteThePost,
      }}
      form={PostForm}
    >
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
        <ActionsColumn label={postsWords.actions} render={(post: Post) => <ContentActions record={post} />} />
      </RowsTable>
    </ContentList>
  );
}
