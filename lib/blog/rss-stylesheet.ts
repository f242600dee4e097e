/**
 * The XSLT a browser applies to /rss.xml (its `xml-stylesheet` instruction) so a person who opens
 * the feed reads a page: what a feed is, then each post's linked title, date and summary. Feed
 * readers ignore it. Self-contained (one inline <style>, system fonts, no script), as the feed's
 * policy allows nothing else (lib/security/headers.ts, `feedPolicy`). Plain text, no server code:
 * next.config.ts reads the path through lib/security/headers.ts.
 */
export const RSS_STYLESHEET_PATH = "/rss.xsl";

/** XSLT 1.0's official type; browsers accept it for the stylesheet of an XML document. */
export const RSS_STYLESHEET_TYPE = "application/xslt+xml; charset=utf-8";

const css = `
:root { color-scheme: light dark; --bg: #f8fafc; --fg: #0f172a; --muted: #475569; --card: #fff;
  --border: #e2e8f0; --accent: #4f46e5; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #020617; --fg: #e2e8f0; --muted: #94a3b8; --card: #0f172a; --border: #1e293b;
    --accent: #a5b4fc; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.6;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; overflow-wrap: anywhere; }
main { max-width: 48rem; margin: 0 auto; padding: 2.5rem 1.25rem 4rem; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 0.75rem; }
.about { background: var(--card); border: 1px solid var(--border); border-radius: 0.75rem;
  padding: 1rem 1.25rem; margin: 1.5rem 0 2rem; }
.about p { margin: 0.25rem 0; }
code { font-size: 0.95em; }
a { color: var(--accent); }
ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
li { background: var(--card); border: 1px solid var(--border); border-radius: 0.75rem;
  padding: 1rem 1.25rem; }
h2 { font-size: 1.2rem; line-height: 1.35; margin: 0; }
time, .muted { color: var(--muted); font-size: 0.9rem; }
li p { margin: 0.5rem 0 0; }
`;

/**
 * Summaries reach the feed as HTML text (lib/blog/rss.ts escapes them for readers, which treat a
 * description as HTML): the page turns the four escapes back into the characters the site shows.
 */
const unescape = `
  <xsl:template name="replace">
    <xsl:param name="text"/><xsl:param name="from"/><xsl:param name="to"/>
    <xsl:choose>
      <xsl:when test="contains($text, $from)">
        <xsl:value-of select="substring-before($text, $from)"/><xsl:value-of select="$to"/>
        <xsl:call-template name="replace">
          <xsl:with-param name="text" select="substring-after($text, $from)"/>
          <xsl:with-param name="from" select="$from"/><xsl:with-param name="to" select="$to"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise><xsl:value-of select="$text"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>
  <xsl:template name="html-text">
    <xsl:param name="text"/>
    <xsl:variable name="lt"><xsl:call-template name="replace"><xsl:with-param name="text" select="$text"/><xsl:with-param name="from" select="'&amp;lt;'"/><xsl:with-param name="to" select="'&lt;'"/></xsl:call-template></xsl:variable>
    <xsl:variable name="gt"><xsl:call-template name="replace"><xsl:with-param name="text" select="$lt"/><xsl:with-param name="from" select="'&amp;gt;'"/><xsl:with-param name="to" select="'&gt;'"/></xsl:call-template></xsl:variable>
    <xsl:variable name="quot"><xsl:call-template name="replace"><xsl:with-param name="text" select="$gt"/><xsl:with-param name="from" select="'&amp;quot;'"/><xsl:with-param name="to" select="'&quot;'"/></xsl:call-template></xsl:variable>
    <xsl:call-template name="replace"><xsl:with-param name="text" select="$quot"/><xsl:with-param name="from" select="'&amp;amp;'"/><xsl:with-param name="to" select="'&amp;'"/></xsl:call-template>
  </xsl:template>`;

export const rssStylesheet = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="UTF-8" indent="no" doctype-system="about:legacy-compat"/>
  <xsl:template match="/rss/channel">
    <html lang="en">
      <head>
        <meta charset="UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="robots" content="noindex"/>
        <title><xsl:value-of select="title"/> (RSS feed)</title>
        <style>${css}</style>
      </head>
      <body>
        <main>
          <h1><xsl:value-of select="title"/></h1>
          <p class="muted"><xsl:value-of select="description"/></p>
          <section class="about" aria-label="About this feed">
            <p><strong>This is a feed.</strong> To follow new posts, paste its address into a feed reader:</p>
            <p><code><xsl:value-of select="*[local-name()='link' and @rel='self']/@href"/></code></p>
            <p>Or <a href="{link}">read the blog on the site</a>.</p>
          </section>
          <ol>
            <xsl:for-each select="item">
              <li>
                <h2><a href="{link}"><xsl:value-of select="title"/></a></h2>
                <time><xsl:value-of select="substring(pubDate, 6, 11)"/></time>
                <p><xsl:call-template name="html-text"><xsl:with-param name="text" select="description"/></xsl:call-template></p>
              </li>
            </xsl:for-each>
          </ol>
        </main>
      </body>
    </html>
  </xsl:template>${unescape}
</xsl:stylesheet>
`;
