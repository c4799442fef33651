-- An estimate in Spanish or French starts in Spanish or French: default terms per language and per
-- kind of work, and the price list's names and descriptions per language. The services' names and
-- titles per language, and the kinds of work, are in src/lib/service-names.ts.

-- The terms a new estimate starts with, in each language: 'any' for any service, and a row for each
-- kind of work that has its own (asbestos abatement, lead paint, ...). A kind without a row uses 'any'.
CREATE TABLE estimate_terms (
  work TEXT PRIMARY KEY CHECK (work IN
    ('any', 'inspection', 'asbestos', 'lead-paint', 'mold', 'windows', 'roofing', 'siding', 'gutters')),
  en TEXT NOT NULL,
  es TEXT NOT NULL,
  fr TEXT NOT NULL
);

-- The settings' one write id, so the terms replaced with them are written only if the settings' save applied.
-- estimate_settings.terms (English, about asbestos abatement) is no longer read: it is the English asbestos
-- terms below, and stays so that a Worker still running the previous code keeps working during a deploy.
ALTER TABLE estimate_settings ADD COLUMN last_write TEXT;

INSERT INTO estimate_terms (work, en, es, fr) VALUES ('any',
'This estimate is based on the conditions visible at our visit. Conditions that could not be seen (inside walls, under floors or behind finishes) are priced separately if we find them, and only with your written approval.

A deposit as shown is due before work is scheduled; the balance is due on completion. We accept checks, cards and bank transfers.

We obtain the permits the work requires. We protect the areas we work in, remove our debris and leave the site broom-clean at the end of each day.

You may cancel within three business days of signing for a full refund of any deposit.',
'Este presupuesto se basa en las condiciones visibles durante nuestra visita. Las condiciones que no se podían ver (dentro de las paredes, debajo de los pisos o detrás de los acabados) se cotizan por separado si las encontramos, y solo con su aprobación por escrito.

El anticipo indicado se paga antes de programar el trabajo; el saldo se paga al terminarlo. Aceptamos cheques, tarjetas y transferencias bancarias.

Tramitamos los permisos que requiere el trabajo. Protegemos las áreas donde trabajamos, retiramos nuestros escombros y dejamos el lugar barrido al final de cada día.

Puede cancelar dentro de los tres días hábiles siguientes a la firma y recibir el reembolso total de cualquier anticipo.',
'Ce devis repose sur les conditions visibles lors de notre visite. Les conditions qui ne pouvaient pas être vues (dans les murs, sous les planchers ou derrière les finitions) sont chiffrées à part si nous les découvrons, et seulement avec votre accord écrit.

L’acompte indiqué est dû avant la planification des travaux ; le solde est dû à la fin des travaux. Nous acceptons les chèques, les cartes et les virements bancaires.

Nous obtenons les permis que les travaux exigent. Nous protégeons les zones de travail, emportons nos débris et laissons le chantier balayé à la fin de chaque journée.

Vous pouvez annuler dans les trois jours ouvrables suivant la signature et obtenir le remboursement intégral de tout acompte.');

INSERT INTO estimate_terms (work, en, es, fr) VALUES ('inspection',
'This estimate covers the inspection, the samples listed and a written report. Removal or remediation, if it is needed, is a separate estimate.

Samples are analyzed by an independent accredited laboratory. Taking a sample leaves a small opening, which we seal; we do not refinish the surface. The results apply only to the materials and areas sampled.

Any deposit shown is due before the visit; the balance is due when we deliver the report. We accept checks, cards and bank transfers.

You may cancel within three business days of signing for a full refund of any deposit.',
'Este presupuesto cubre la inspección, las muestras indicadas y un informe escrito. La remoción o la remediación, si hacen falta, se cotizan en un presupuesto aparte.

Las muestras las analiza un laboratorio independiente acreditado. Tomar una muestra deja una pequeña abertura, que sellamos; no restauramos el acabado de la superficie. Los resultados se aplican solo a los materiales y las áreas muestreados.

El anticipo indicado, si lo hay, se paga antes de la visita; el saldo se paga al entregar el informe. Aceptamos cheques, tarjetas y transferencias bancarias.

Puede cancelar dentro de los tres días hábiles siguientes a la firma y recibir el reembolso total de cualquier anticipo.',
'Ce devis couvre l’inspection, les prélèvements indiqués et un rapport écrit. Le retrait ou la décontamination, s’ils sont nécessaires, font l’objet d’un devis distinct.

Les échantillons sont analysés par un laboratoire indépendant accrédité. Un prélèvement laisse une petite ouverture, que nous scellons ; nous ne refaisons pas la finition de la surface. Les résultats ne valent que pour les matériaux et les zones prélevés.

L’acompte indiqué, s’il y en a un, est dû avant la visite ; le solde est dû à la remise du rapport. Nous acceptons les chèques, les cartes et les virements bancaires.

Vous pouvez annuler dans les trois jours ouvrables suivant la signature et obtenir le remboursement intégral de tout acompte.');

INSERT INTO estimate_terms (work, en, es, fr) VALUES ('lead-paint',
'This estimate is based on the conditions visible at our inspection. Conditions found once work begins (for example rotted wood under painted trim) are priced separately and only with your written approval.

A deposit as shown is due before work is scheduled; the balance is due on completion. We accept checks, cards and bank transfers.

Work in homes built before 1978 follows the EPA Renovation, Repair and Painting rule and the Illinois Department of Public Health’s lead rules: certified workers, a contained work area, no open-flame burning and no power sanding without HEPA dust collection, and cleaning verification before the area is reopened. Where the estimate includes lead abatement, the job ends with a clearance test by an independent inspector.

Keep children, pregnant women and pets out of the work area until we tell you it has passed cleaning verification. Surfaces we strip are left ready to paint unless painting is on the estimate.

You may cancel within three business days of signing for a full refund of any deposit.',
'Este presupuesto se basa en las condiciones visibles durante nuestra inspección. Las condiciones que se encuentren una vez iniciado el trabajo (por ejemplo, madera podrida debajo de molduras pintadas) se cotizan por separado y solo con su aprobación por escrito.

El anticipo indicado se paga antes de programar el trabajo; el saldo se paga al terminarlo. Aceptamos cheques, tarjetas y transferencias bancarias.

En viviendas construidas antes de 1978, el trabajo cumple la norma de Renovación, Reparación y Pintura de la EPA y las normas sobre plomo del Departamento de Salud Pública de Illinois: personal certificado, área de trabajo aislada, nada de quemar pintura con llama abierta ni de lijar con máquinas sin recolección de polvo con filtro HEPA, y verificación de la limpieza antes de reabrir el área. Si el presupuesto incluye la reducción de riesgos de plomo, el trabajo termina con una prueba de liberación a cargo de un inspector independiente.

Mantenga a los niños, a las mujeres embarazadas y a las mascotas fuera del área de trabajo hasta que le confirmemos que pasó la verificación de la limpieza. Las superficies que decapamos quedan listas para pintar, salvo que la pintura figure en el presupuesto.

Puede cancelar dentro de los tres días hábiles siguientes a la firma y recibir el reembolso total de cualquier anticipo.',
'Ce devis repose sur les conditions visibles lors de notre inspection. Les conditions découvertes une fois les travaux commencés (par exemple du bois pourri sous des boiseries peintes) sont chiffrées à part et seulement avec votre accord écrit.

L’acompte indiqué est dû avant la planification des travaux ; le solde est dû à la fin des travaux. Nous acceptons les chèques, les cartes et les virements bancaires.

Dans les logements construits avant 1978, les travaux respectent la règle de l’EPA sur la rénovation, la réparation et la peinture et les règles du Département de la santé publique de l’Illinois sur le plomb : personnel certifié, zone de travail confinée, ni décapage à la flamme ni ponçage mécanique sans aspiration à filtre HEPA, et vérification du nettoyage avant la réouverture de la zone. Lorsque le devis comprend des travaux de réduction des risques liés au plomb, le chantier se termine par un contrôle libératoire effectué par un inspecteur indépendant.

Tenez les enfants, les femmes enceintes et les animaux à l’écart de la zone de travail jusqu’à ce que nous vous confirmions que la vérification du nettoyage est réussie. Les surfaces que nous décapons sont laissées prêtes à peindre, sauf si la peinture figure au devis.

Vous pouvez annuler dans les trois jours ouvrables suivant la signature et obtenir le remboursement intégral de tout acompte.');

INSERT INTO estimate_terms (work, en, es, fr) VALUES ('mold',
'This estimate is based on the conditions visible at our inspection. Conditions found once work begins (for example mold inside a wall that could not be opened at our inspection) are priced separately and only with your written approval.

A deposit as shown is due before work is scheduled; the balance is due on completion. We accept checks, cards and bank transfers.

Remediation follows the EPA’s mold guidance and the IICRC S520 standard: the work area is contained under negative air pressure, affected materials are removed and bagged, and the remaining surfaces are HEPA-vacuumed and cleaned.

Mold comes back if moisture does. Unless the estimate lists it, fixing the source of the moisture (a leak, drainage or ventilation) is not included; we will tell you what we found. A clearance test, where listed, is read by an independent laboratory.

You may cancel within three business days of signing for a full refund of any deposit.',
'Este presupuesto se basa en las condiciones visibles durante nuestra inspección. Las condiciones que se encuentren una vez iniciado el trabajo (por ejemplo, moho dentro de una pared que no se pudo abrir durante nuestra inspección) se cotizan por separado y solo con su aprobación por escrito.

El anticipo indicado se paga antes de programar el trabajo; el saldo se paga al terminarlo. Aceptamos cheques, tarjetas y transferencias bancarias.

La remediación sigue la guía de la EPA sobre el moho y la norma IICRC S520: el área de trabajo se aísla con presión de aire negativa, los materiales afectados se retiran en bolsas y las superficies restantes se aspiran con filtro HEPA y se limpian.

El moho vuelve si vuelve la humedad. Salvo que figure en el presupuesto, no se incluye corregir el origen de la humedad (una filtración, el drenaje o la ventilación); le diremos lo que encontramos. La prueba de liberación, si figura, la analiza un laboratorio independiente.

Puede cancelar dentro de los tres días hábiles siguientes a la firma y recibir el reembolso total de cualquier anticipo.',
'Ce devis repose sur les conditions visibles lors de notre inspection. Les conditions découvertes une fois les travaux commencés (par exemple des moisissures à l’intérieur d’un mur qui n’a pas pu être ouvert lors de notre inspection) sont chiffrées à part et seulement avec votre accord écrit.

L’acompte indiqué est dû avant la planification des travaux ; le solde est dû à la fin des travaux. Nous acceptons les chèques, les cartes et les virements bancaires.

Le traitement suit le guide de l’EPA sur les moisissures et la norme IICRC S520 : la zone de travail est confinée sous pression d’air négative, les matériaux atteints sont retirés et ensachés, et les surfaces restantes sont aspirées avec un filtre HEPA et nettoyées.

Les moisissures reviennent si l’humidité revient. Sauf mention au devis, la correction de la source d’humidité (une fuite, le drainage ou la ventilation) n’est pas comprise ; nous vous dirons ce que nous avons constaté. Le contrôle libératoire, s’il figure au devis, est analysé par un laboratoire indépendant.

Vous pouvez annuler dans les trois jours ouvrables suivant la signature et obtenir le remboursement intégral de tout acompte.');

INSERT INTO estimate_terms (work, en, es, fr) VALUES ('windows',
'Windows are made to the sizes we measure on site. We order them only after the three-day cancellation period has passed; once ordered, made-to-measure windows cannot be returned.

A deposit as shown is due before work is scheduled; the balance is due on completion. We accept checks, cards and bank transfers.

Conditions found when the old windows come out (for example rotted framing or sills) are repaired only with your written approval, at a price agreed first. In homes built before 1978 we work lead-safe, as the EPA Renovation, Repair and Painting rule requires.

The manufacturer’s warranty passes to you; we register it in your name. Painting or staining new interior trim is not included unless it is on the estimate.

You may cancel within three business days of signing for a full refund of any deposit.',
'Las ventanas se fabrican a la medida que tomamos en la obra. Las pedimos solo después de que termine el plazo de cancelación de tres días; una vez pedidas, las ventanas hechas a medida no se pueden devolver.

El anticipo indicado se paga antes de programar el trabajo; el saldo se paga al terminarlo. Aceptamos cheques, tarjetas y transferencias bancarias.

Las condiciones que aparezcan al retirar las ventanas viejas (por ejemplo, marcos o alféizares podridos) se reparan solo con su aprobación por escrito y a un precio acordado antes. En viviendas construidas antes de 1978 trabajamos con prácticas seguras ante el plomo, como exige la norma de Renovación, Reparación y Pintura de la EPA.

La garantía del fabricante pasa a usted; la registramos a su nombre. No se incluye pintar ni teñir las molduras interiores nuevas, salvo que figure en el presupuesto.

Puede cancelar dentro de los tres días hábiles siguientes a la firma y recibir el reembolso total de cualquier anticipo.',
'Les fenêtres sont fabriquées sur mesure d’après les dimensions que nous relevons sur place. Nous ne les commandons qu’après l’expiration du délai d’annulation de trois jours ; une fois commandées, les fenêtres sur mesure ne peuvent pas être retournées.

L’acompte indiqué est dû avant la planification des travaux ; le solde est dû à la fin des travaux. Nous acceptons les chèques, les cartes et les virements bancaires.

Les conditions découvertes au retrait des anciennes fenêtres (par exemple des cadres ou des appuis pourris) ne sont réparées qu’avec votre accord écrit, à un prix convenu au préalable. Dans les logements construits avant 1978, nous appliquons les pratiques sécuritaires relatives au plomb qu’exige la règle de l’EPA sur la rénovation, la réparation et la peinture.

La garantie du fabricant vous est transférée ; nous l’enregistrons à votre nom. La peinture ou la teinture des nouvelles boiseries intérieures n’est pas comprise, sauf mention au devis.

Vous pouvez annuler dans les trois jours ouvrables suivant la signature et obtenir le remboursement intégral de tout acompte.');

INSERT INTO estimate_terms (work, en, es, fr) VALUES ('roofing',
'The price covers tearing off the layers listed, disposal, the materials and installation listed, and the building permit where one is required.

Rotted or soft roof decking can only be seen once the old roof is off. We replace it only with your approval, at the unit price on the estimate or, if none is listed, at a price you approve first.

A deposit as shown is due before work is scheduled; the balance is due on completion. We accept checks, cards and bank transfers.

We do not tear off when rain is forecast, and any part left open at the end of a day is covered. When we finish, we sweep the yard and driveway for nails with magnets. The shingle manufacturer’s warranty is registered in your name.

You may cancel within three business days of signing for a full refund of any deposit.',
'El precio cubre el retiro de las capas indicadas, la eliminación de los residuos, los materiales y la instalación indicados, y el permiso de construcción cuando se requiera.

La base de madera del techo podrida o blanda solo se ve una vez retirado el techo viejo. La reemplazamos solo con su aprobación, al precio unitario del presupuesto o, si no figura, a un precio que usted apruebe antes.

El anticipo indicado se paga antes de programar el trabajo; el saldo se paga al terminarlo. Aceptamos cheques, tarjetas y transferencias bancarias.

No retiramos el techo cuando se pronostica lluvia, y cualquier parte que quede abierta al final del día se cubre. Al terminar, recorremos el jardín y la entrada con imanes para recoger los clavos. La garantía del fabricante de las tejas se registra a su nombre.

Puede cancelar dentro de los tres días hábiles siguientes a la firma y recibir el reembolso total de cualquier anticipo.',
'Le prix comprend l’arrachage des couches indiquées, l’évacuation des déchets, les matériaux et la pose indiqués, ainsi que le permis de construire lorsqu’il est exigé.

Un support de couverture pourri ou mou ne se voit qu’une fois l’ancienne toiture retirée. Nous ne le remplaçons qu’avec votre accord, au prix unitaire du devis ou, à défaut, à un prix que vous approuvez au préalable.

L’acompte indiqué est dû avant la planification des travaux ; le solde est dû à la fin des travaux. Nous acceptons les chèques, les cartes et les virements bancaires.

Nous n’arrachons pas la toiture lorsque de la pluie est prévue, et toute partie laissée ouverte en fin de journée est bâchée. À la fin des travaux, nous passons un aimant sur le terrain et l’allée pour ramasser les clous. La garantie du fabricant des bardeaux est enregistrée à votre nom.

Vous pouvez annuler dans les trois jours ouvrables suivant la signature et obtenir le remboursement intégral de tout acompte.');

INSERT INTO estimate_terms (work, en, es, fr) SELECT 'asbestos', terms,
'Este presupuesto se basa en las condiciones visibles durante nuestra inspección. Las condiciones ocultas que se encuentren una vez iniciado el trabajo (por ejemplo, más material con asbesto detrás de las paredes) se cotizan por separado y solo con su aprobación por escrito.

El anticipo indicado se paga antes de programar el trabajo; el saldo se paga al terminarlo. Aceptamos cheques, tarjetas y transferencias bancarias.

Todo el trabajo de remoción cumple las normas de la EPA, de la OSHA y del Departamento de Salud Pública de Illinois, incluidos el aislamiento del área, el monitoreo del aire y la disposición de los residuos en un sitio autorizado. Al terminar le entregamos los manifiestos de residuos y los resultados de las pruebas de aire finales.

Puede cancelar dentro de los tres días hábiles siguientes a la firma y recibir el reembolso total de cualquier anticipo.',
'Ce devis repose sur les conditions visibles lors de notre inspection. Les conditions cachées découvertes une fois les travaux commencés (par exemple d’autres matériaux contenant de l’amiante derrière les murs) sont chiffrées à part et seulement avec votre accord écrit.

L’acompte indiqué est dû avant la planification des travaux ; le solde est dû à la fin des travaux. Nous acceptons les chèques, les cartes et les virements bancaires.

Tous les travaux de désamiantage respectent les règles de l’EPA, de l’OSHA et du Département de la santé publique de l’Illinois, notamment le confinement, la surveillance de l’air et l’élimination des déchets dans une installation autorisée. Les bordereaux de suivi des déchets et les résultats des mesures libératoires vous sont remis à la fin des travaux.

Vous pouvez annuler dans les trois jours ouvrables suivant la signature et obtenir le remboursement intégral de tout acompte.'
FROM estimate_settings WHERE id = 1;

-- Each price list item's name and description in Spanish and in French: both, or neither while it has none.
ALTER TABLE price_list_items ADD COLUMN name_es TEXT;
ALTER TABLE price_list_items ADD COLUMN description_es TEXT CHECK ((name_es IS NULL) = (description_es IS NULL));
ALTER TABLE price_list_items ADD COLUMN name_fr TEXT;
ALTER TABLE price_list_items ADD COLUMN description_fr TEXT CHECK ((name_fr IS NULL) = (description_fr IS NULL));

UPDATE price_list_items SET name_es = 'Remoción de baldosas de piso con asbesto', description_es = 'Retiro y eliminación de baldosas de piso y adhesivo con asbesto, con el área aislada',
  name_fr = 'Retrait de carreaux de sol amiantés', description_fr = 'Retrait et élimination des carreaux de sol et de la colle contenant de l’amiante, en zone confinée'
WHERE id = 'asbestos-tile-removal';

UPDATE price_list_items SET name_es = 'Remoción de aislamiento de tuberías con asbesto', description_es = 'Retiro con bolsa de guantes del aislamiento de tuberías con asbesto',
  name_fr = 'Retrait de calorifugeage amianté', description_fr = 'Retrait par sac à gants du calorifugeage de tuyauterie contenant de l’amiante'
WHERE id = 'asbestos-pipe-insulation';

UPDATE price_list_items SET name_es = 'Prueba de aire final', description_es = 'Muestreo de aire final independiente después de la remoción',
  name_fr = 'Mesure libératoire de l’air', description_fr = 'Prélèvements d’air libératoires indépendants après le désamiantage'
WHERE id = 'asbestos-clearance-air-test';

UPDATE price_list_items SET name_es = 'Reducción de plomo en ventanas', description_es = 'Retiro y reemplazo con prácticas seguras ante el plomo de una hoja de ventana pintada',
  name_fr = 'Traitement du plomb d’une fenêtre', description_fr = 'Dépose et remplacement d’un châssis de fenêtre peint, selon les pratiques sécuritaires relatives au plomb'
WHERE id = 'lead-paint-window-abatement';

UPDATE price_list_items SET name_es = 'Remediación de moho', description_es = 'Aislamiento, aspirado con filtro HEPA, retiro y tratamiento de un área afectada',
  name_fr = 'Traitement des moisissures', description_fr = 'Confinement, aspiration HEPA, retrait et traitement d’une zone atteinte'
WHERE id = 'mold-remediation-area';

UPDATE price_list_items SET name_es = 'Prueba de liberación de moho posterior a la remediación', description_es = 'Muestras de aire y de superficie analizadas por un laboratorio independiente',
  name_fr = 'Contrôle libératoire après traitement des moisissures', description_fr = 'Prélèvements d’air et de surface analysés par un laboratoire indépendant'
WHERE id = 'mold-clearance-test';

UPDATE price_list_items SET name_es = 'Ventana de reemplazo de vinilo, de guillotina doble', description_es = 'Suministro e instalación, doble vidrio de baja emisividad, molduras interiores y exteriores',
  name_fr = 'Fenêtre de remplacement en PVC, à guillotine double', description_fr = 'Fourniture et pose, double vitrage à faible émissivité, moulures intérieures et extérieures'
WHERE id = 'window-replacement-vinyl';

UPDATE price_list_items SET name_es = 'Retiro del techo y tejas asfálticas arquitectónicas', description_es = 'Retiro del techo viejo, membrana contra hielo y agua, capa base sintética, tejas de 30 años',
  name_fr = 'Arrachage de toiture et bardeaux architecturaux', description_fr = 'Arrachage, membrane d’étanchéité contre la glace et l’eau, sous-couche synthétique, bardeaux de 30 ans'
WHERE id = 'roof-tear-off-shingles';

UPDATE price_list_items SET name_es = 'Canaletas de aluminio sin costuras', description_es = 'Canaletas sin costuras de 6 pulgadas con soportes cada 24 pulgadas',
  name_fr = 'Gouttières en aluminium sans joints', description_fr = 'Gouttières sans joints de 6 pouces avec crochets tous les 24 pouces'
WHERE id = 'gutters-seamless-aluminum';
