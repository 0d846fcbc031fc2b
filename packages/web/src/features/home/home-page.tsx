import { Center } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useT } from '@/lib/i18n';
import classes from './home-page.module.css';

/** / and /Home: the home screen shows an image only (spec 1 section 1). */
export default function HomePage() {
  const t = useT();
  useDocumentTitle('FGSS');
  return (
    <Center flex={1} p="md">
      <img className={classes.image} src="/home-harness.svg" alt={t('homeImage')} />
    </Center>
  );
}
