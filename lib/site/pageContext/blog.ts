/** A post as the blog list shows it. */
export interface BlogPostSummary {
  path: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  tags: string[];
}

/** pageContext of /blog/ (gatsby/pages/blog.ts). */
export interface BlogListContext {
  posts: BlogPostSummary[];
}

/** pageContext of /blog/{slug}/. */
export interface BlogPostContext {
  post: BlogPostSummary & { html: string };
}
