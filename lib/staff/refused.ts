/** A staff change refused for a reason the owner should read (the guard's own words). */
export class StaffRefused extends Error {
  constructor(
    message: string,
    readonly field?: "email" | "role",
  ) {
    super(message);
  }
}
