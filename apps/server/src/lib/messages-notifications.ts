// Server messages of notifications, merged into messages.ts.
type Dict = Record<string, string>;

export const notificationsMessages: Record<'fr' | 'en' | 'ar' | 'it', Dict> = {
  fr: {
    notif_push_body: 'Touchez pour voir le détail.',
    notif_help: "Besoin d'aide ?",
    notif_help_message: "Consultez le guide ou écrivez à l'assistance depuis votre profil.",
    not_found_notification_type: 'Type de notification introuvable',
  },
  en: {
    notif_push_body: 'Tap to see the details.',
    notif_help: 'Need help?',
    notif_help_message: 'Read the guide or write to support from your profile.',
    not_found_notification_type: 'Notification type not found',
  },
  ar: {
    notif_push_body: 'المس لعرض التفاصيل.',
    notif_help: 'هل تحتاج إلى مساعدة؟',
    notif_help_message: 'اطّلع على الدليل أو راسل الدعم من ملفك الشخصي.',
    not_found_notification_type: 'نوع الإشعار غير موجود',
  },
  it: {
    notif_push_body: 'Tocca per vedere i dettagli.',
    notif_help: 'Serve aiuto?',
    notif_help_message: "Consulta la guida o scrivi all'assistenza dal tuo profilo.",
    not_found_notification_type: 'Tipo di notifica non trovato',
  },
};
