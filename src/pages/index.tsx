import type { HeadFC } from 'gatsby';

export default function HomePage() {
  return (
    <main>
      <h1>Developer Center</h1>
    </main>
  );
}

export const Head: HeadFC = () => <title>Developer Center</title>;
