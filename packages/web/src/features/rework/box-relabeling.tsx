import { useBoxRelabelingCalls } from './relabeling-calls';
import { RelabelingScreen } from './relabeling-screen';

/** /BoxRelabeling: an old box's harnesses go to a new box, under new labels or as they are. */
export default function BoxRelabeling() {
  return <RelabelingScreen calls={useBoxRelabelingCalls()} />;
}
