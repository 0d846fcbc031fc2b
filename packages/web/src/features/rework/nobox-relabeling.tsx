import { useNoBoxRelabelingCalls } from './relabeling-calls';
import { RelabelingScreen } from './relabeling-screen';

/** /NoboxRelabeling: loose harness labels packed into a box label that holds none yet. */
export default function NoboxRelabeling() {
  return <RelabelingScreen calls={useNoBoxRelabelingCalls()} />;
}
