import { call, put, takeLatest } from 'redux-saga/effects';
import { errorToastText } from '../toasts/errorToastText';
import { fetchBlogPosts } from './api';
import { blogPostsActions, type BlogPost } from './blogPostsSlice';

/** Loads the latest posts; a failure is recorded without a toast (docs/behaviour.md §8). */
export function* blogPostsWorker() {
  try {
    const posts: BlogPost[] = yield call(fetchBlogPosts);
    yield put(blogPostsActions.postsLoaded(posts));
  } catch (error) {
    yield put(blogPostsActions.postsFailed(errorToastText(error)));
  }
}

export function* watchBlogPosts() {
  yield takeLatest(blogPostsActions.postsRequested.type, blogPostsWorker);
}
