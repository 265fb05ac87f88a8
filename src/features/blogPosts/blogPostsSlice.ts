import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** A post in the blog list (GET /api/blog-posts). */
export interface BlogPost {
  title: string;
  url: string;
  date?: string;
  summary?: string;
  image?: string;
}

/** The blog posts list; its failure shows no toast (docs/behaviour.md §8). */
export interface BlogPostsState {
  posts: BlogPost[];
  loading: boolean;
  failed: boolean;
}

const initialState: BlogPostsState = { posts: [], loading: false, failed: false };

const blogPostsSlice = createSlice({
  name: 'blogPosts',
  initialState,
  reducers: {
    postsRequested(state) {
      state.loading = true;
      state.failed = false;
    },
    postsLoaded(state, action: PayloadAction<BlogPost[]>) {
      state.posts = action.payload;
      state.loading = false;
    },
    postsFailed(state, _action: PayloadAction<string>) {
      state.loading = false;
      state.failed = true;
    },
  },
});

export const blogPostsActions = blogPostsSlice.actions;
export default blogPostsSlice.reducer;
