/** Same framework flags as the site, so the comparison isolates our own code. */
const nextConfig = { cacheComponents: true, partialPrefetching: true, poweredByHeader: false };
export default nextConfig;
