/** Public type of the store module: what a catalogue item is (other modules import this file). */
export enum StoreItemKind {
  PointsPack = 'points_pack',
  Donation = 'donation',
}
