import type { LabelPreview as Preview } from '@fgss/contracts';
import { Image, Paper, Stack, Text } from '@mantine/core';
import { useT } from '@/lib/i18n';

/**
 * The label as drawn from its ZPL by the service, with real barcodes. Shown as an image, so
 * nothing in the drawing can run in the page.
 */
export function LabelPreview({ preview, caption }: { preview: Preview; caption: string }) {
  const t = useT();
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview.svg)}`;
  const ratio = preview.heightDots / Math.max(preview.widthDots, 1);
  return (
    <Paper withBorder p="sm" radius="md" w={440} data-testid="label-preview">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {caption}
          {preview.serial ? ` · ${preview.serial}` : ''}
        </Text>
        <Image
          src={src}
          alt={`${t('labelPreview')}${preview.serial ? ` ${preview.serial}` : ''}`}
          w={420}
          h={420 * ratio}
          fit="contain"
          bg="white"
        />
      </Stack>
    </Paper>
  );
}
