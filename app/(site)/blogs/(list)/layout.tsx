import { BlogListHero } from "@/components/blog/blog-list-hero";

/**
 * The list (`/blogs`, `/blogs/page/N`) and the search (`/blogs/search`) share the hero with the
 * search box: moving between them keeps the box, its focus and what is being typed.
 */
export default function BlogListLayout({ children }: LayoutProps<"/blogs">) {
  return (
    <>
      <BlogListHero />
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-label="Posts">
        {children}
      </section>
    </>
  );
}
