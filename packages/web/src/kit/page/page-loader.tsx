import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or first data arrives. */
export function PageLoader() {
  return (
    <Center flex={1} p="xl">
      <Loader />
    </Center>
  );
}
