import { Center } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import classes from './home-page.module.css';

/** / and /Home: the home screen shows an image only (spec 1 section 1). */
export default function HomePage() {
  useDocumentTitle('FGSS');
  return (
    <Center flex={1} p="md">
      <img
        className={classes.image}
        src="/home-harness.svg"
        alt="Wire harnesses boxed, palletised and loaded for shipping"
      />
    </Center>
  );
}
