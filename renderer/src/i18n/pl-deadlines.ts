/** The packing queue's deadlines, the carriers' cut-offs and the station's lanes. */
export const plDeadlines = {
  late: 'Spóźnione',
  soon: 'Pilne',
  lateTitle: 'Termin wyjścia paczki minął',
  soonTitle: 'Paczka musi wyjść w ciągu 2 godzin albo z dzisiejszym kurierem',
  deadline: 'Termin wysyłki: {time}',
  cutoff: 'Kurier odbiera do: {time}',
  lanes: {
    label: 'Etap',
    toPack: 'Do spakowania',
    noLabel: 'Spakowane bez etykiety',
    notSent: 'Etykieta, niewysłane',
    notCollected: 'Wysłane, nieodebrane',
    empty: 'Nic na tym etapie.',
  },
  cutoffs: {
    open: 'Godziny kurierów',
    title: 'Do której kurier odbiera paczki',
    help: 'Zamówienie z terminem na dziś musi wyjść przed godziną odbioru swojego przewoźnika. Puste pole: bez godziny odbioru.',
    none: 'W kolejce nie ma jeszcze zamówień żadnego przewoźnika.',
    time: 'Godzina odbioru: {carrier}',
  },
};
