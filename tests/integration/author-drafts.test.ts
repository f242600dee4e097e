// Authors for real: a post and an upload record who created them; an author edits, previews and
// deletes only their own drafts and uploads, and never publishes or schedules (the action says so
// on the status field); an editor still changes anyone's post and upload.
import "../helpers/staff-env";
import "../helpers/media-env";

import { beforeAll, describe, expect, it, vi } from "vitest";

import type { StaffRole } from "@/lib/auth/permissions";

import { blogForm } from "../helpers/admin-fixtures";
import { redirectOf, renderFile } from "../helpers/admin-surface";
import * as img from "../helpers/images";
import { setRequest } from "../helpers/next-headers";
import { query } from "../helpers/sql";
import { createRoleAccounts, roleCookie, type RoleAccount } from "../helpers/staff-roles";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (await import("../helpers/after-tasks")).after,
}));

const { createBlog, updateBlog, deleteBlog } = await import("@/lib/blog/admin-actions");
const { previewPost } = await import("@/lib/blog/preview-actions");
const { deleteMedia } = await import("@/lib/media/actions");
const { handleUploadRequest } = await import("@/lib/media/upload-request");
const { deniedPath } = await import("@/lib/auth");
const { getDb } = await import("@/lib/db/client");

const EDIT_PAGE = "app/admin/(staff)/blogs/[id]/edit/page.tsx";
let accounts: Record<StaffRole, RoleAccount>;
const as = async (role: StaffRole) => setRequest({ cookies: await roleCookie(accounts[role]) });
const post = async (id: string) =>
  (
    await query<{ title: string; status: string; created_by: string | null }>(
      await getDb(),
      "select title, status, created_by from blogs where id = $1",
      [id],
    )
  )[0];
const postCount = async () =>
  (await query<{ n: number }>(await getDb(), "select count(*)::int as n from blogs"))[0]!.n;
const newPost = async (role: StaffRole, status = "draft") => {
  await as(role);
  const created = await createBlog({ status: "idle" }, blogForm(status));
  expect(created).toMatchObject({ status: "success" });
  const [row] = await query<{ id: string }>(await getDb(), "select id from blogs where slug = $1", [
    created.slug,
  ]);
  return row!.id;
};
const upload = async (role: StaffRole) => {
  await as(role);
  const response = await handleUploadRequest(
    img.uploadRequest({ bytes: await img.pngBytes(), name: `${role}.png` }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { image: { id: string } }).image.id;
};

beforeAll(async () => {
  accounts = await createRoleAccounts();
});

describe("posts", () => {
  it("a new post records its creator", async () => {
    const id = await newPost("author");
    expect(await post(id)).toMatchObject({ status: "draft", created_by: accounts.author.id });
    expect((await post(await newPost("editor", "published")))?.created_by).toBe(accounts.editor.id);
  });

  it.each(["published", "scheduled"])("an author cannot create a %s post", async (status) => {
    await as("author");
    const form = blogForm(status);
    form.set("publishAt", "2030-01-01T09:00:00Z");
    const before = await postCount();
    expect(await createBlog({ status: "idle" }, form)).toMatchObject({
      status: "error",
      fieldErrors: { status: "Your role saves drafts; an editor publishes or schedules them" },
    });
    expect(await postCount()).toBe(before);
  });

  it("an author edits their own draft, but cannot publish it", async () => {
    const id = await newPost("author");
    const edited = blogForm("draft");
    edited.set("title", "Author's edit");
    expect(await updateBlog(id, { status: "idle" }, edited)).toMatchObject({ status: "success" });
    expect((await post(id))?.title).toBe("Author's edit");
    const publish = blogForm("published");
    expect(await updateBlog(id, { status: "idle" }, publish)).toMatchObject({
      fieldErrors: { status: expect.stringContaining("an editor publishes") },
    });
    expect(await post(id)).toMatchObject({ status: "draft", title: "Author's edit" });
  });

  it("an author cannot edit, preview or delete someone else's post, nor their own once published", async () => {
    const others = await newPost("editor", "draft");
    const mine = await newPost("author");
    await as("editor");
    expect(await updateBlog(mine, { status: "idle" }, blogForm("published"))).toMatchObject({
      status: "success",
    });
    await as("author");
    for (const id of [others, mine]) {
      const before = await post(id);
      const edit = blogForm("draft");
      edit.set("title", "Hijacked");
      expect(await updateBlog(id, { status: "idle" }, edit)).toEqual({
        status: "error",
        message: "You can change only your own drafts.",
      });
      expect(await previewPost(id, { status: "idle" }, blogForm("draft"))).toEqual({
        status: "error",
        message: "You can change only your own drafts.",
      });
      expect(await deleteBlog(id)).toEqual({
        status: "error",
        message: "You can change only your own drafts.",
      });
      expect(await post(id)).toEqual(before);
      const path = `/admin/blogs/${id}/edit`;
      expect(await redirectOf(() => renderFile(EDIT_PAGE, id))).toBe(deniedPath(path));
    }
  });

  it("an author opens, previews and deletes their own draft", async () => {
    const id = await newPost("author");
    expect(await redirectOf(() => renderFile(EDIT_PAGE, id))).toBeNull();
    expect(await previewPost(id, { status: "idle" }, blogForm("draft"))).toMatchObject({
      status: "success",
    });
    expect(await deleteBlog(id)).toEqual({ status: "success", message: "Post deleted." });
    expect(await post(id)).toBeUndefined();
  });

  it("an editor edits and deletes an author's draft", async () => {
    const id = await newPost("author");
    await as("editor");
    expect(await redirectOf(() => renderFile(EDIT_PAGE, id))).toBeNull();
    expect(await updateBlog(id, { status: "idle" }, blogForm("published"))).toMatchObject({
      status: "success",
      postStatus: "published",
    });
    expect(await deleteBlog(id)).toMatchObject({ status: "success" });
  });
});

describe("uploads", () => {
  const exists = async (id: string) =>
    (await query(await getDb(), "select 1 from media where id = $1", [id])).length === 1;

  it("record their uploader", async () => {
    const id = await upload("author");
    const [row] = await query<{ created_by: string }>(
      await getDb(),
      "select created_by from media where id = $1",
      [id],
    );
    expect(row?.created_by).toBe(accounts.author.id);
  });

  it("an author deletes their own uploads only; an editor any", async () => {
    const editors = await upload("editor");
    const authors = await upload("author");
    await as("author");
    expect(await deleteMedia(editors)).toEqual({
      status: "error",
      message: "You can delete only images you uploaded.",
    });
    expect(await exists(editors)).toBe(true);
    expect(await deleteMedia(authors)).toMatchObject({ status: "success" });
    expect(await exists(authors)).toBe(false);
    const another = await upload("author");
    await as("editor");
    expect(await deleteMedia(another)).toMatchObject({ status: "success" });
    expect(await deleteMedia(editors)).toMatchObject({ status: "success" });
  });
});
