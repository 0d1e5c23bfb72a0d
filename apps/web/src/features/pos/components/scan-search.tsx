// The search field of the till. It keeps the focus (a tap elsewhere gives it back) so the barcode scanner, a keyboard
// wedge, always types into it: a fast EAN-13 burst is a scan and adds the item; slower typing filters the grid.
// The text lives here and reaches the page after a short pause, so a scanner's burst re-renders only this field; the
// page hears of it only when it changed (a scan's Enter then renders the page once, with the scanned line: issue 23
// point 10, ≤ 50 ms from the Enter to the line, `npm run bench:scan`).
import { TextInput } from '@mantine/core';
import { IconBarcode, IconSearch } from '@tabler/icons-react';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createScannerWedge, SCAN_KEY_GAP_MS } from '../scanner/scanner-wedge';
import { KeyHint } from './key-hint';
import classes from './till.module.css';

const FILTER_DELAY_MS = 150;

interface Props {
  onKeyword: (v: string) => void;
  onScan: (code: string) => void;
  /** Enter on a typed keyword (not a scan): add the only match; true when it did (the field is then cleared). */
  onSubmit: (keyword: string) => boolean;
}

export const ScanSearch = forwardRef<HTMLInputElement, Props>(function ScanSearch({ onKeyword, onScan, onSubmit }, ref) {
  const { t } = useTranslation();
  const wedge = useRef(createScannerWedge());
  const idle = useRef<number | null>(null);
  const publish = useRef<number | null>(null);
  const [text, setText] = useState('');
  // The latest text for the timers (they run after renders), and the last one the page was given.
  const latest = useRef('');
  const published = useRef('');

  useEffect(
    () => () => {
      window.clearTimeout(idle.current ?? undefined);
      window.clearTimeout(publish.current ?? undefined);
    },
    [],
  );

  const change = (v: string, now = false) => {
    latest.current = v;
    setText(v);
    window.clearTimeout(publish.current ?? undefined);
    const send = () => {
      if (published.current === v) return;
      published.current = v;
      onKeyword(v);
    };
    if (now) send();
    else publish.current = window.setTimeout(send, FILTER_DELAY_MS);
  };
  const scanned = (code: string) => {
    const v = latest.current;
    onScan(code);
    change(v.endsWith(code) ? v.slice(0, -code.length) : v, true);
  };

  return (
    <TextInput
      ref={ref}
      size="lg"
      value={text}
      autoFocus
      autoComplete="off"
      aria-label={t('pos.search')}
      placeholder={t('pos.searchPlaceholder')}
      leftSection={<IconSearch size={18} />}
      rightSection={<IconBarcode size={18} aria-hidden />}
      rightSectionWidth={40}
      inputWrapperOrder={['label', 'input', 'description']}
      // The keys' hint, not on a touch screen (till.module.css).
      classNames={{ description: classes.keyHint }}
      description={
        <>
          <KeyHint>F2</KeyHint> {t('pos.searchHint')}
        </>
      }
      data-testid="pos-search"
      onChange={(e) => change(e.currentTarget.value)}
      onKeyDown={(e) => {
        // When the key was pressed, not when a busy page got to it: a scanner's burst stays a burst.
        const code = wedge.current.key(e.key, e.timeStamp);
        window.clearTimeout(idle.current ?? undefined);
        if (code) {
          e.preventDefault();
          scanned(code);
          return;
        }
        if (e.key === 'Enter') {
          e.preventDefault();
          if (onSubmit(latest.current)) change('', true);
          return;
        }
        if (e.key === 'Escape') change('', true);
        idle.current = window.setTimeout(() => {
          const c = wedge.current.idle(performance.now());
          if (c) scanned(c);
        }, SCAN_KEY_GAP_MS + 30);
      }}
    />
  );
});
