// Stand-in for next/headers outside a Next server (vitest): the "current request" is whatever the
// test put here. Our modules read and write it through the real cookies()/headers() calls.
type CookieOptions = Record<string, unknown>;
type StoredCookie = { name: string; value: string; options: CookieOptions };

export const request = {
  cookies: new Map<string, StoredCookie>(),
  headers: new Headers(),
};

/** Starts a new "request" with these cookies and headers. */
export function setRequest(init: { cookies?: Record<string, string>; headers?: HeadersInit } = {}) {
  request.cookies = new Map(
    Object.entries(init.cookies ?? {}).map(([name, value]) => [name, { name, value, options: {} }]),
  );
  request.headers = new Headers(init.headers);
}

export async function cookies() {
  const jar = request.cookies;
  return {
    get: (name: string) => jar.get(name),
    getAll: () => [...jar.values()].map(({ name, value }) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set(name: string | StoredCookie, value?: string, options: CookieOptions = {}) {
      const cookie = typeof name === "string" ? { name, value: value ?? "", options } : name;
      jar.set(cookie.name, { ...cookie, options: cookie.options ?? {} });
      return this;
    },
    delete(name: string | { name: string }) {
      jar.delete(typeof name === "string" ? name : name.name);
      return this;
    },
  };
}

export async function headers() {
  return request.headers;
}

export async function draftMode() {
  return { isEnabled: false, enable() {}, disable() {} };
}
