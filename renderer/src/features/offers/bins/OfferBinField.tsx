import { TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { binMaxLength } from '../../../../../shared/picking';
import { notifyError, notifyInfo } from '../../../app/notify';
import { useT } from '../../../i18n';
import { saveBin, useOfferBin } from './bin-store';

/**
 * Where the offer's goods lie on the shelves, for the pick list: the seller's own, saved in the local copy at once.
 * Enter saves, Esc puts the saved bin back (and a second Esc closes the offer, as from the other fields).
 */
export function OfferBinField(props: { offerId: string }) {
  const t = useT();
  const saved = useOfferBin(props.offerId).data?.bin ?? '';
  // The seller's text over the bin saved when it was typed (`base`): a bin saved since (a file imported, the command
  // line) shows instead, and so does the bin just saved once it is read back, without a blink of the old one.
  const [draft, setDraft] = useState<{ offerId: string; text: string; base: string } | null>(null);
  const mine = draft !== null && draft.offerId === props.offerId && draft.base === saved;
  const text = mine ? draft.text : saved;
  const dirty = text.trim() !== saved;

  const save = () => {
    saveBin(props.offerId, text).then((bin) => {
      setDraft({ offerId: props.offerId, text: bin.bin ?? '', base: saved });
      notifyInfo(bin.bin ? t('picking.bin.saved', { bin: bin.bin }) : t('picking.bin.cleared'));
    }, notifyError);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (dirty) save();
    } else if (event.key === 'Escape') {
      if (mine && dirty) {
        event.stopPropagation();
        setDraft(null);
      } else event.currentTarget.blur();
    }
  };
  return (
    <TextInput
      label={t('picking.bin.label')}
      description={t('picking.bin.help')}
      placeholder={t('picking.bin.placeholder')}
      value={text}
      maxLength={binMaxLength}
      onChange={(event) => setDraft({ offerId: props.offerId, text: event.currentTarget.value, base: saved })}
      onKeyDown={onKeyDown}
      mt="sm"
      data-testid="offer-bin"
    />
  );
}
