// `npm start` signs the desk in as a local identity, so http://localhost:4321/admin opens at once.
// The Worker honours DEV_STAFF_EMAIL only for requests to localhost, 127.0.0.1 or [::1]; any other
// host needs a real Cloudflare Access token. FIRST_ADMIN_EMAIL makes it an admin on an empty staff list.
const email = process.env.DEV_STAFF_EMAIL;
const port = process.env.PORT || "4321";
if (!email) {
  console.log("Staff desk: no local identity (DEV_STAFF_EMAIL is empty); /admin needs an Access token.");
} else {
  console.log(
    `Staff desk: http://localhost:${port}/admin, signed in locally as ${email} (DEV_STAFF_EMAIL, loopback hosts only).`,
  );
  if (process.env.FIRST_ADMIN_EMAIL)
    console.log(`First admin, while the staff list has no active admin: ${process.env.FIRST_ADMIN_EMAIL}.`);
}
