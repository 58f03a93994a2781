import { parentPort } from 'node:worker_threads';
import { sanitizeSvgText, svgShape } from './svg.ts';

/** The SVG sanitiser's thread: bounded check, then DOMPurify, off the event loop of the requests. */
export interface SvgTask {
  id: number;
  text: string;
}
export type SvgAnswer = { id: number; svg: string } | { id: number; problem: 'complex' | 'malformed' };

parentPort?.on('message', ({ id, text }: SvgTask) => {
  let answer: SvgAnswer;
  try {
    const problem = svgShape(text);
    answer = problem ? { id, problem } : { id, svg: sanitizeSvgText(text) };
  } catch {
    answer = { id, problem: 'malformed' };
  }
  parentPort?.postMessage(answer);
});
