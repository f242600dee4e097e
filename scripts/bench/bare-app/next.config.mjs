/** Same framework flags as the site, so the comparison isolates our own code. */
const nextConfig = { cacheComponents: true, partialPrefetching: false, poweredByHeader: false };
export default nextConfig;
