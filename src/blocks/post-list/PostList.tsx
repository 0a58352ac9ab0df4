import type { PostListBlock } from "../../generated/content-types.ts";
import { formatDate } from "../../lib/dates.ts";
import { Card } from "../../ui/Card.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { ReadMore } from "../../ui/ReadMore.tsx";
import { Section } from "../../ui/Section.tsx";
import { keepHyphenatedWords } from "../../ui/hyphenated.tsx";

export function PostList({ id, heading, intro, readMoreLabel = "Read more", posts }: PostListBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className="grid gap-8 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.to}>
            <Card as="article" className="flex h-full flex-col sm:p-8">
              {post.category && <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{post.category}</p>}
              <h3 className="mt-2 text-2xl font-semibold text-balance text-brand-900">{keepHyphenatedWords(post.title)}</h3>
              <p className="mt-3 inline-flex items-center gap-2 text-sm text-slate-600">
                <Icon name="calendar" className="size-4" />
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </p>
              <p className="mt-4 text-slate-700">{post.excerpt}</p>
              <ReadMore to={post.to} label={readMoreLabel} subject={post.title} />
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
