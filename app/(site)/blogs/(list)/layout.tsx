import { BlogListHero } from "@/components/blog/blog-list-hero";

/**
 * The list (`/blogs`, `/blogs/page/N`) and the search (`/blogs/search`) share the hero with the
 * search box: moving between them keeps the box, its focus and what is being typed.
 */
export default function BlogListLayout({ children }: LayoutProps<"/blogs">) {
  return (
    <>
      <BlogListHero />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16" aria-label="Posts">
        {children}
      </section>
    </>
  );
}
