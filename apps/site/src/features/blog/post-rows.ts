// The posts of the content store, newest first. Apart from posts.ts, which the feed's unit test
// imports without Astro's content store.
import { rowsOf } from '../../lib/content.ts';
import type { Post } from './posts.ts';

export function getPosts(): Promise<Post[]> {
  return rowsOf('posts');
}
