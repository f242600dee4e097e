// What link previews are told about a post's share image: an upload's served variant gives its
// real size and the upload's alt text; the generated card is 1200×630 and shows the title; an
// image the site knows nothing about claims no size and no description.
import "../helpers/staff-env";
import "../helpers/media-env";

import { beforeAll, expect, it } from "vitest";

import * as img from "../helpers/images";

const { insertBlog } = await import("@/lib/blog/repository");
const { getDb } = await import("@/lib/db/client");
const { storeUpload } = await import("@/lib/media/upload");
const { mediaStorage } = await import("@/lib/media/storage");
const { blogPostMetadata } = await import("@/lib/seo/blog-metadata");
const { postShareImageFacts } = await import("@/lib/seo/post-share-image");

const origin = "http://localhost:3000";
let photo: { id: string };
let bare: { id: string };

beforeAll(async () => {
  const store = async (alt: string) =>
    storeUpload(await getDb(), mediaStorage(), {
      bytes: await img.pngBytes(1000, 500),
      name: "p.png",
      alt,
    });
  photo = await store("Two designers sketching a checkout flow");
  bare = await store("");
});

const sharedAs = async (fields: { imageUrl?: string; shareImageUrl?: string }) => {
  const post = (await insertBlog(await getDb(), {
    title: `Share ${Math.random()}`,
    summary: "s",
    content: "<p>Body</p>",
    imageUrl: fields.imageUrl ?? null,
    shareImageUrl: fields.shareImageUrl ?? null,
  }))!;
  const metadata = blogPostMetadata(post, await postShareImageFacts(post));
  return { post, og: metadata.openGraph?.images, twitter: metadata.twitter?.images };
};

it("an uploaded share image: the named variant's size and the upload's alt text", async () => {
  const { og, twitter } = await sharedAs({ shareImageUrl: `/media/${photo.id}/640.webp` });
  const expected = {
    url: `${origin}/media/${photo.id}/640.webp`,
    width: 640,
    height: 320,
    alt: "Two designers sketching a checkout flow",
  };
  expect(og).toEqual([expected]);
  expect(twitter).toEqual([expected]);
});

it("an uploaded cover without alt text: its size, and no title passed off as a description", async () => {
  const { og } = await sharedAs({ imageUrl: `${origin}/media/${bare.id}/960.avif` });
  expect(og).toEqual([{ url: `${origin}/media/${bare.id}/960.avif`, width: 960, height: 480 }]);
});

it("the generated card: 1200×630, described by the title it shows", async () => {
  const { post, og } = await sharedAs({});
  expect(og).toEqual([
    {
      url: `${origin}/blogs/${post.slug}/opengraph-image`,
      width: 1200,
      height: 630,
      alt: post.title,
    },
  ]);
});

it.each([
  ["an outside image", "https://cdn.example/share.png"],
  ["a variant the upload does not have", "/media/PHOTO/1920.webp"],
])("%s: no size or alt claimed", async (_, address) => {
  const url = address.replace("PHOTO", photo.id);
  const { og } = await sharedAs({ shareImageUrl: url });
  expect(og).toEqual([{ url: new URL(url, origin).toString() }]);
});
