import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import classes from './auth-frame.module.css';

interface AuthFrameProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the card (other sign-in pages). */
  links?: ReactNode;
}

/** The signed-out pages' frame: the product's panel on wide screens, the form card beside it. */
export function AuthFrame({ title, subtitle, children, links }: AuthFrameProps) {
  const t = useT();
  useDocumentTitle(`${title} · FGSS`);
  return (
    <div className={classes.root}>
      <aside className={classes.brand}>
        <div className={classes.brandTop}>
          <img src="/fgss-mark.svg" alt="" width={44} height={44} />
          <div>
            <Text fw={800} fz={22} c="white" lh={1.1} style={{ letterSpacing: 2 }}>
              {t('appName')}
            </Text>
            <Text fz="sm" c="fgss.1">
              {t('appTitle')}
            </Text>
          </div>
        </div>
        <img className={classes.illustration} src="/home-harness.svg" alt="" />
      </aside>
      <main className={classes.formSide}>
        <Box w="100%" maw={420}>
          <Paper p="xl" shadow="md" radius="md">
            <Stack gap="lg">
              <div>
                <Title order={1} size="h2" c="gray.9">
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm" mt={4}>
                    {subtitle}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>
          {links && (
            <Stack gap={6} mt="md" align="center">
              {links}
            </Stack>
          )}
        </Box>
      </main>
    </div>
  );
}
