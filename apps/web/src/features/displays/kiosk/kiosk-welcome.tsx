// The kiosk's attract screen: the store's logo, the Borne's title and welcome text, and the store's slideshow; a touch
// anywhere starts an order.
import type { KioskSettings, Magasin } from '@comptoir/shared';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../components/file-uploader/file-image';
import { Slideshow } from '../customer/slideshow';
import classes from './kiosk.module.css';

export function KioskWelcome({ store, settings, onStart }: { store: Magasin; settings: KioskSettings; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    // A touch anywhere starts; the button is the same for keyboards and screen readers.
    <div className={classes.welcome} onClick={onStart}>
      {store.fileId && <FileImage fileId={store.fileId} alt="" size={120} fit="contain" />}
      <span className={classes.welcomeTitle}>{settings.title || store.intitule}</span>
      {settings.welcome && <span className={classes.welcomeText}>{settings.welcome}</span>}
      <div className={classes.slides}>
        <Slideshow storeId={store.id} fallback={null} />
      </div>
      <button type="button" className={classes.touch} onClick={onStart} data-testid="kiosk-start">
        {t('displays.kiosk.touchToOrder')}
      </button>
    </div>
  );
}
