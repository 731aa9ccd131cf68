/**
 * A network stand-in for the form checks: answers the GETs it is given with JSON, answers every other request 500,
 * and records all of them, so a test can say that nothing was sent while a form refused its values.
 */
export interface RecordedRequest {
  method: string;
  path: string;
}

export function recordFetch(answers: Record<string, unknown>) {
  const sent: RecordedRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    sent.push({ method: request.method, path });
    const answer = request.method === 'GET' ? answers[path] : undefined;
    return new Response(JSON.stringify(answer ?? { statusCode: 500, message: 'Erreur' }), {
      status: answer === undefined ? 500 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    /** The requests that would change something (anything but a GET). */
    writes: () => sent.filter((request) => request.method !== 'GET'),
    /** The requests sent to one path (a form's route), whatever their method. */
    sentTo: (path: string) => sent.filter((request) => request.path === path),
    restore: () => spy.mockRestore(),
  };
}
