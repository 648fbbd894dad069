/** Queue names are part of the data in Redis: once shipped, never rename one. */
export enum QueueName {
  Maintenance = 'maintenance',
  MassMessaging = 'mass-messaging',
  CsvImport = 'csv-import',
  DataExport = 'data-export',
  Notifications = 'notifications',
  LinkChecks = 'link-checks',
  /** The duplicate check after a CSV import, apart from the imports so it never holds one up. */
  CsvDuplicates = 'csv-duplicates',
}
