/** The error a query sees when its connection was taken away; answered 503 like any lost connection. */
export function connectionLost(reason: string): Error {
  return new Error(`Connection terminated: ${reason}`);
}
