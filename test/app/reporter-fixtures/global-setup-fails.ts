/** A global setup that cannot start what the tests need, as when no server or browser can start. */
export default function setup() {
  throw new Error("the local server did not start");
}
