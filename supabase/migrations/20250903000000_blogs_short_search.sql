-- Searches of one or two letters ("AI", "Go", "UX") cannot use the trigram index (it needs three
-- characters), so at 100,000 rows a rare pair such as "qx" scanned the whole table (~110 ms on
-- PostgreSQL 15). They match whole words by prefix instead, through this word index: "ai" finds
-- "AI integration", not every "maintain". Three characters or more keep substring search.
create index if not exists blogs_search_words_idx on public.blogs
  using gin (to_tsvector('simple', title || ' ' || summary));
