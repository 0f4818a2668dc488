import { previewFareMatrix } from './fare-preview';

/** Reads a fare-matrix file off the page's thread (a 200-stop matrix is 20,100 rows): text in, the preview out. */
self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(previewFareMatrix(event.data));
};
