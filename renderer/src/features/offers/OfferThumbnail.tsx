import { Avatar } from '@mantine/core';
import { useThumbnail } from '../../stores/thumbnails';

/** An offer's image in a list row, from the local copy; the placeholder when none is kept. */
export function OfferThumbnail(props: { offerId: string }) {
  const src = useThumbnail(props.offerId);
  return <Avatar src={src} size={28} radius="sm" alt="" data-testid="offer-thumbnail" />;
}
