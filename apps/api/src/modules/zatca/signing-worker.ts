/**
 * The stamp of an e-invoice off the main thread (issue 29, bar 4): building the UBL document, its
 * canonical hash, the ECDSA signature and the QR costs ~10 ms of CPU a document, which on the API's
 * event loop delays the next hand-overs at the counter. `stampInWorker` does that in one worker
 * thread of the process (started at the first document, not keeping the process alive when idle)
 * and answers what `stampInvoice` answers. The unit's key is handed to the worker as a `KeyObject`
 * (cloned between threads by Node, never as text) with each document; nothing is kept there.
 */
import type { KeyObject } from 'node:crypto';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { readCertificate } from './signature.ts';
import { stampInvoice } from './stamp.ts';
import { ublDocument, type ZatcaDocumentInput } from './ubl-document.ts';

interface StampRequest {
  id: number;
  input: ZatcaDocumentInput;
  /** The unit's certificate (PEM or Base64 DER), as stored. */
  certificate: string;
  privateKey: KeyObject;
  signingTime: Date;
}

type StampAnswer =
  | { id: number; xml: string; invoiceHash: string; qr: string }
  | { id: number; error: string };

const ROLE = 'zatca-stamp';

/** The document stamped: in the signing worker, as `stampInvoice(ublDocument(input), …)` does. */
function stamp(request: Omit<StampRequest, 'id'>) {
  const stamped = stampInvoice(ublDocument(request.input), {
    certificate: readCertificate(request.certificate),
    privateKey: request.privateKey,
    signingTime: request.signingTime,
  });
  return { xml: stamped.xml, invoiceHash: stamped.invoiceHash, qr: stamped.qr };
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE) {
  parentPort?.on('message', (request: StampRequest) => {
    let answer: StampAnswer;
    try {
      answer = { id: request.id, ...stamp(request) };
    } catch (error) {
      answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(answer);
  });
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<
  number,
  { resolve: (value: ReturnType<typeof stamp>) => void; reject: (e: Error) => void }
>();

function signer(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL(import.meta.url), { workerData: { role: ROLE } });
  started.unref();
  started.on('message', (answer: StampAnswer) => {
    const caller = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) started.unref();
    if (!caller) return;
    if ('error' in answer) caller.reject(new Error(answer.error));
    else caller.resolve({ xml: answer.xml, invoiceHash: answer.invoiceHash, qr: answer.qr });
  });
  // A worker that failed or exited: its callers fail (the outbox signs the document later) and the
  // next document starts a new one.
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const [id, caller] of waiting) {
      waiting.delete(id);
      caller.reject(error);
    }
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the signing worker exited (${code})`)));
  worker = started;
  return started;
}

/** The document built and stamped in the signing worker: its signed XML, hash and phase-2 QR. */
export function stampInWorker(
  input: ZatcaDocumentInput,
  keys: { certificate: string; privateKey: KeyObject },
  signingTime: Date,
): Promise<ReturnType<typeof stamp>> {
  const thread = signer();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // Kept alive while a document is being stamped, so a caller awaiting it is answered.
    thread.ref();
    thread.postMessage({
      id,
      input,
      certificate: keys.certificate,
      privateKey: keys.privateKey,
      signingTime,
    });
  });
}
