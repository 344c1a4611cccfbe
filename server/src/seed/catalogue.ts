/** The French-language catalogue of the seeded Algerian marketplace. */

export interface LeafSpec {
  name: string;
  description: string;
  /** Picture of the category and default picture of its products: an @tabler/icons name or one of drawings.ts. */
  icon: string;
  /** Picture of a kind of product, when it is not the category's. */
  kindIcons?: Record<string, string>;
  /** Colours the products are drawn in, when their name names none. */
  tints?: string[];
  /** Price range in DZD. */
  price: [number, number];
  /** Product kinds: each becomes "<kind> <brand> <model>". */
  kinds: string[];
  brands: string[];
}

export interface TreeSpec {
  name: string;
  description: string;
  /** Hue of the family's pictures. */
  hue: number;
  icon: string;
  children: { name: string; description: string; icon: string; leaves: LeafSpec[] }[];
}

export const COMPANY = {
  name: 'Souk El Djazair',
  slug: 'souk-el-djazair',
  description:
    "La place de marché algérienne qui réunit les meilleures boutiques du pays : électronique, maison, mode, beauté et produits du terroir, livrés dans les 58 wilayas.",
  email: 'contact@souk-el-djazair.dz',
  phone: '+213 21 45 67 89',
  website: 'https://souk-el-djazair.dz',
  address: '12 rue Didouche Mourad, Alger Centre, Alger',
};

/**
 * The stores, each selling what its name and description say (issue 45, point 6):
 * `sells` names categories of TREE at any depth, and a store offers the products
 * of every leaf under them.
 */
export const STORES: { name: string; sells: string[]; city: string; street: string; description: string }[] = [
  { name: 'El Bahia Électronique', sells: ['Électronique', 'Ordinateurs', 'Électroménager'], city: 'Oran', street: '24 boulevard de la Soummam', description: "Spécialiste de l'électronique grand public à Oran depuis 2009." },
  { name: 'Casbah Tech', sells: ['Téléphonie', 'Écouteurs et casques', 'Ordinateurs', 'Périphériques'], city: 'Alger', street: '7 rue Larbi Ben M’hidi', description: 'Smartphones, ordinateurs et accessoires au cœur d’Alger.' },
  { name: 'Cirta Maison', sells: ['Cuisine', 'Décoration', 'Petit électroménager'], city: 'Constantine', street: '15 avenue Aouati Mostefa', description: 'Tout pour la maison : cuisine, décoration et linge.' },
  { name: 'Hippone Mode', sells: ['Mode', 'Parfumerie'], city: 'Annaba', street: '3 cours de la Révolution', description: 'Prêt-à-porter homme, femme et enfant.' },
  { name: 'Mitidja Market', sells: ['Épicerie et terroir', 'Huiles naturelles'], city: 'Blida', street: '41 rue des Martyrs', description: 'Épicerie fine et produits du terroir de la Mitidja.' },
  { name: 'Sétif Sport', sells: ['Homme', 'Vêtements femme'], city: 'Sétif', street: '9 avenue du 8 Mai 1945', description: 'Équipement sportif et vêtements techniques.' },
  { name: 'Tlemcen Artisanat', sells: ['Tapis', 'Cuisine', 'Sacs et bijoux'], city: 'Tlemcen', street: '18 place El Mechouar', description: 'Artisanat traditionnel, dinanderie et tapis.' },
  { name: 'Béjaïa Beauté', sells: ['Beauté et santé'], city: 'Béjaïa', street: '5 rue de la Liberté', description: "Cosmétiques naturels et huile d'argan." },
  { name: 'Aurès Informatique', sells: ['Informatique'], city: 'Batna', street: '27 allée Benboulaïd', description: 'Informatique, réseaux et impression.' },
  { name: 'Djurdjura Déco', sells: ['Décoration'], city: 'Tizi Ouzou', street: '11 boulevard Stiti', description: 'Décoration kabyle et mobilier.' },
  { name: 'Mzab Saveurs', sells: ['Terroir'], city: 'Ghardaïa', street: '2 rue du Ksar', description: 'Dattes, épices et douceurs du Sud.' },
  { name: 'Zibans Électroménager', sells: ['Électroménager', 'Téléviseurs'], city: 'Biskra', street: '30 avenue Hakim Saadane', description: 'Gros et petit électroménager, climatisation.' },
];

export const TREE: TreeSpec[] = [
  {
    name: 'Électronique',
    description: 'Téléphones, audio, télévision et objets connectés.',
    hue: 210,
    icon: 'devices',
    children: [
      {
        name: 'Téléphonie',
        description: 'Téléphones mobiles et accessoires.',
        icon: 'device-mobile',
        leaves: [
          { name: 'Smartphones', description: 'Téléphones intelligents de toutes marques.', icon: 'device-mobile', tints: ['#2c2c30', '#c5cbd3', '#2f6bd8', '#d9a62e', '#3d4a5c', '#8e5ba6'], price: [18000, 220000], kinds: ['Téléphone', 'Smartphone'], brands: ['Samsung Galaxy', 'Xiaomi Redmi', 'Oppo Reno', 'Condor Allure', 'iPhone', 'Realme'] },
          { name: 'Accessoires téléphone', description: 'Coques, chargeurs, câbles et protections.', icon: 'plug-connected', kindIcons: { 'Coque': 'phone-case', 'Chargeur rapide': 'plug', 'Câble USB-C': 'plug-connected', 'Protection écran': 'shield', 'Batterie externe': 'battery-4' }, price: [600, 9000], kinds: ['Coque', 'Chargeur rapide', 'Câble USB-C', 'Protection écran', 'Batterie externe'], brands: ['Anker', 'Baseus', 'Ugreen', 'Condor'] },
        ],
      },
      {
        name: 'Audio et vidéo',
        description: 'Son et image pour toute la famille.',
        icon: 'headphones',
        leaves: [
          { name: 'Écouteurs et casques', description: 'Écouteurs sans fil, casques et enceintes.', icon: 'headphones', kindIcons: { 'Écouteurs sans fil': 'device-airpods', 'Casque audio': 'headphones', 'Enceinte Bluetooth': 'device-speaker' }, price: [1500, 45000], kinds: ['Écouteurs sans fil', 'Casque audio', 'Enceinte Bluetooth'], brands: ['JBL', 'Sony', 'Soundcore', 'Xiaomi'] },
          { name: 'Téléviseurs', description: 'Téléviseurs LED, QLED et smart TV.', icon: 'device-tv', tints: ['#2c2c30', '#3d4a5c', '#c5cbd3'], price: [38000, 260000], kinds: ['Téléviseur LED', 'Smart TV', 'Téléviseur QLED'], brands: ['Condor', 'Samsung', 'LG', 'Iris', 'Stream System'] },
        ],
      },
    ],
  },
  {
    name: 'Informatique',
    description: 'Ordinateurs, périphériques et stockage.',
    hue: 260,
    icon: 'device-desktop',
    children: [
      {
        name: 'Ordinateurs',
        description: 'Portables et ordinateurs de bureau.',
        icon: 'device-laptop',
        leaves: [
          { name: 'Ordinateurs portables', description: 'Portables pour le travail, les études et le jeu.', icon: 'device-laptop', tints: ['#2c2c30', '#c5cbd3', '#3d4a5c', '#2f6bd8'], price: [55000, 320000], kinds: ['Ordinateur portable', 'PC portable gamer', 'Ultrabook'], brands: ['HP', 'Lenovo', 'Dell', 'Asus', 'Acer'] },
          { name: 'Tablettes', description: 'Tablettes tactiles et liseuses.', icon: 'device-tablet', kindIcons: { 'Tablette éducative': 'device-ipad' }, price: [16000, 140000], kinds: ['Tablette', 'Tablette éducative'], brands: ['Samsung Galaxy Tab', 'Lenovo Tab', 'iPad', 'Condor'] },
        ],
      },
      {
        name: 'Périphériques',
        description: 'Claviers, souris, écrans et impression.',
        icon: 'printer',
        leaves: [
          { name: 'Claviers et souris', description: 'Claviers AZERTY et arabes, souris.', icon: 'keyboard', kindIcons: { 'Clavier sans fil': 'keyboard', 'Souris ergonomique': 'mouse', 'Ensemble clavier et souris': 'keyboard' }, price: [900, 18000], kinds: ['Clavier sans fil', 'Souris ergonomique', 'Ensemble clavier et souris'], brands: ['Logitech', 'Microsoft', 'Redragon'] },
          { name: 'Imprimantes', description: 'Imprimantes jet d’encre et laser, cartouches.', icon: 'printer', tints: ['#f6f4ee', '#2c2c30', '#c5cbd3', '#3d4a5c'], price: [12000, 90000], kinds: ['Imprimante laser', 'Imprimante multifonction', 'Imprimante à réservoirs'], brands: ['HP', 'Canon', 'Epson', 'Brother'] },
          { name: 'Stockage', description: 'Disques durs, SSD et clés USB.', icon: 'device-sd-card', kindIcons: { 'Disque SSD': 'device-sd-card', 'Disque dur externe': 'hard-drive', 'Clé USB': 'device-usb' }, price: [1200, 32000], kinds: ['Disque SSD', 'Disque dur externe', 'Clé USB'], brands: ['Samsung', 'Kingston', 'SanDisk', 'Western Digital'] },
        ],
      },
    ],
  },
  {
    name: 'Maison et cuisine',
    description: 'Électroménager, cuisine et décoration.',
    hue: 25,
    icon: 'armchair',
    children: [
      {
        name: 'Électroménager',
        description: 'Gros et petit électroménager.',
        icon: 'fridge',
        leaves: [
          { name: 'Petit électroménager', description: 'Mixeurs, cafetières, bouilloires et robots.', icon: 'blender', kindIcons: { 'Cafetière': 'coffee', 'Bouilloire électrique': 'teapot', 'Mixeur plongeant': 'blender', 'Robot pâtissier': 'chef-hat', 'Friteuse sans huile': 'cooker' }, price: [2500, 38000], kinds: ['Cafetière', 'Bouilloire électrique', 'Mixeur plongeant', 'Robot pâtissier', 'Friteuse sans huile'], brands: ['Moulinex', 'Tefal', 'Brandt', 'Geant', 'Condor'] },
          { name: 'Climatisation', description: 'Climatiseurs et ventilateurs pour l’été.', icon: 'air-conditioning', kindIcons: { 'Climatiseur split': 'air-conditioning', 'Ventilateur sur pied': 'propeller', 'Climatiseur mobile': 'snowflake' }, tints: ['#f6f4ee', '#c5cbd3', '#1d9aaa', '#2f6bd8'], price: [4500, 120000], kinds: ['Climatiseur split', 'Ventilateur sur pied', 'Climatiseur mobile'], brands: ['Condor', 'Gree', 'LG', 'Samsung'] },
        ],
      },
      {
        name: 'Cuisine',
        description: 'Ustensiles, vaisselle et art de la table.',
        icon: 'tools-kitchen-2',
        leaves: [
          { name: 'Ustensiles', description: 'Casseroles, poêles, couscoussiers et tajines.', icon: 'tools-kitchen-2', kindIcons: { 'Couscoussier': 'couscoussier', 'Tajine en terre cuite': 'tajine', 'Poêle antiadhésive': 'pan', 'Batterie de cuisine': 'tools-kitchen-2' }, tints: ['#c8643b', '#b5523a', '#2c2c30', '#c5cbd3', '#d9a62e'], price: [900, 22000], kinds: ['Couscoussier', 'Tajine en terre cuite', 'Poêle antiadhésive', 'Batterie de cuisine'], brands: ['Tefal', 'Ambre', 'Artisanal', 'Prestige'] },
          { name: 'Vaisselle', description: 'Services à thé, assiettes et verres.', icon: 'teapot', kindIcons: { 'Service à thé': 'teapot', 'Théière': 'teapot', 'Lot de verres': 'glass', 'Plat à couscous': 'bowl' }, tints: ['#d9a62e', '#c5cbd3', '#1d9aaa', '#c8643b', '#f6f4ee'], price: [800, 16000], kinds: ['Service à thé', 'Théière', 'Lot de verres', 'Plat à couscous'], brands: ['Luminarc', 'Artisanal', 'Pasabahce'] },
        ],
      },
      {
        name: 'Décoration',
        description: 'Tapis, luminaires et linge de maison.',
        icon: 'lamp',
        leaves: [
          { name: 'Tapis', description: 'Tapis berbères et modernes.', icon: 'rug', tints: ['#b5523a', '#c8643b', '#8a5634', '#2f6bd8', '#d9a62e', '#8e5ba6'], price: [4000, 85000], kinds: ['Tapis berbère', 'Tapis de salon', 'Tapis de prière'], brands: ['Ghardaïa', 'Babar', 'Kabylie'] },
          { name: 'Luminaires', description: 'Lampes, lanternes et suspensions.', icon: 'lamp', kindIcons: { 'Lanterne en cuivre': 'lantern', 'Lampe de chevet': 'lamp', 'Suspension': 'lamp-2' }, tints: ['#d9a62e', '#b87333', '#2c2c30', '#f6f4ee'], price: [1500, 26000], kinds: ['Lanterne en cuivre', 'Lampe de chevet', 'Suspension'], brands: ['Tlemcen', 'Artisanal', 'Ikea'] },
        ],
      },
    ],
  },
  {
    name: 'Mode',
    description: 'Vêtements, chaussures et accessoires.',
    hue: 330,
    icon: 'hanger',
    children: [
      {
        name: 'Homme',
        description: 'Mode masculine.',
        icon: 'shirt',
        leaves: [
          { name: 'Vêtements homme', description: 'Chemises, pantalons, vestes et qamis.', icon: 'shirt', kindIcons: { 'Chemise': 'shirt', 'Pantalon chino': 'trousers', 'Veste en cuir': 'jacket', 'Qamis': 'robe', 'Burnous': 'robe' }, price: [1800, 24000], kinds: ['Chemise', 'Pantalon chino', 'Veste en cuir', 'Qamis', 'Burnous'] , brands: ['Sahel', 'Casbah', 'Zara', 'LC Waikiki'] },
          { name: 'Chaussures homme', description: 'Baskets, mocassins et sandales.', icon: 'shoe', price: [2500, 26000], kinds: ['Baskets', 'Mocassins', 'Sandales en cuir'], brands: ['Adidas', 'Nike', 'Artisanal', 'Puma'] },
        ],
      },
      {
        name: 'Femme',
        description: 'Mode féminine.',
        icon: 'dress',
        leaves: [
          { name: 'Vêtements femme', description: 'Robes, karakous et tenues traditionnelles.', icon: 'dress', kindIcons: { 'Robe kabyle': 'dress', 'Karakou': 'jacket', 'Robe d’été': 'dress', 'Djellaba': 'robe', 'Chemisier': 'shirt' }, price: [2200, 48000], kinds: ['Robe kabyle', 'Karakou', 'Robe d’été', 'Djellaba', 'Chemisier'], brands: ['Atelier Alger', 'Kabylie', 'Zara', 'Mango'] },
          { name: 'Sacs et bijoux', description: 'Sacs à main, bijoux berbères en argent.', icon: 'handbag', kindIcons: { 'Sac à main': 'handbag', 'Bracelet berbère': 'bracelet', 'Collier en argent': 'necklace', 'Boucles d’oreilles': 'earrings' }, tints: ['#c5cbd3', '#d9a62e', '#8a5634', '#d2453d', '#2c2c30'], price: [1500, 60000], kinds: ['Sac à main', 'Bracelet berbère', 'Collier en argent', 'Boucles d’oreilles'], brands: ['Beni Yenni', 'Atelier Alger', 'Artisanal'] },
        ],
      },
    ],
  },
  {
    name: 'Beauté et santé',
    description: 'Soins, parfums et bien-être.',
    hue: 150,
    icon: 'perfume',
    children: [
      {
        name: 'Soins',
        description: 'Soins du visage, du corps et des cheveux.',
        icon: 'droplet',
        leaves: [
          { name: 'Soins du visage', description: 'Crèmes, sérums et masques.', icon: 'jar', kindIcons: { 'Crème hydratante': 'jar', 'Sérum': 'dropper', 'Masque à l’argile': 'jar', 'Savon noir': 'jar' }, tints: ['#f6f4ee', '#e07a9a', '#2f9e62', '#e3cfa6', '#1d9aaa'], price: [700, 9000], kinds: ['Crème hydratante', 'Sérum', 'Masque à l’argile', 'Savon noir'], brands: ['Nivea', 'Garnier', 'Venus', 'Artisanal'] },
          { name: 'Huiles naturelles', description: "Huile d'argan, de nigelle et d'olive.", icon: 'bottle', kindIcons: { "Huile d'argan": 'bottle', 'Huile de nigelle': 'bottle', "Huile d'olive vierge": 'bottle', 'Eau de rose': 'vaccine-bottle' }, tints: ['#d9a62e', '#7c8b2f', '#e6b54a', '#e07a9a'], price: [600, 7000], kinds: ["Huile d'argan", 'Huile de nigelle', "Huile d'olive vierge", 'Eau de rose'], brands: ['Kabylie', 'Tassili', 'Béjaïa Bio'] },
        ],
      },
      {
        name: 'Parfumerie',
        description: 'Parfums et eaux de toilette.',
        icon: 'perfume',
        leaves: [
          { name: 'Parfums', description: 'Parfums orientaux et classiques.', icon: 'perfume', kindIcons: { 'Eau de parfum': 'perfume', 'Musc': 'perfume', 'Eau de toilette': 'spray', 'Bakhour': 'incense' }, tints: ['#d9a62e', '#8e5ba6', '#e07a9a', '#2c2c30', '#1d9aaa'], price: [1800, 32000], kinds: ['Eau de parfum', 'Musc', 'Eau de toilette', 'Bakhour'], brands: ['Oud Royal', 'Lattafa', 'Yves Rocher', 'Ajmal'] },
        ],
      },
    ],
  },
  {
    name: 'Épicerie et terroir',
    description: 'Produits du terroir algérien.',
    hue: 45,
    icon: 'basket',
    children: [
      {
        name: 'Terroir',
        description: 'Dattes, miel, huile et épices.',
        icon: 'plant-2',
        leaves: [
          { name: 'Dattes', description: 'Deglet Nour et variétés du Sud.', icon: 'dates', kindIcons: { 'Dattes Deglet Nour': 'dates', 'Dattes Ghars': 'dates', 'Pâte de dattes': 'bread', 'Coffret de dattes': 'gift' }, tints: ['#8a5634', '#a0632f', '#6e4325', '#b87333'], price: [500, 6000], kinds: ['Dattes Deglet Nour', 'Dattes Ghars', 'Pâte de dattes', 'Coffret de dattes'], brands: ['Tolga', 'Biskra', 'Ouargla'] },
          { name: 'Miel et confiseries', description: 'Miel, makrout et douceurs.', icon: 'honey', kindIcons: { 'Miel de jujubier': 'honey', 'Miel toutes fleurs': 'honey', 'Makrout': 'baklawa', 'Baklawa': 'baklawa' }, tints: ['#e6a42e', '#d98e1f', '#c8843a', '#b5523a'], price: [800, 9000], kinds: ['Miel de jujubier', 'Miel toutes fleurs', 'Makrout', 'Baklawa'], brands: ['Hodna', 'Atlas', 'Constantine'] },
          { name: 'Épices', description: 'Ras el hanout, cumin, safran.', icon: 'bowl-spoon', kindIcons: { 'Ras el hanout': 'bowl-spoon', 'Cumin moulu': 'salt', 'Safran': 'flower', 'Harissa': 'pepper', 'Paprika': 'pepper' }, tints: ['#d2453d', '#e4572e', '#d9a62e', '#b5523a', '#c8643b'], price: [250, 4500], kinds: ['Ras el hanout', 'Cumin moulu', 'Safran', 'Harissa', 'Paprika'], brands: ['Mzab', 'Casbah', 'Artisanal'] },
        ],
      },
    ],
  },
];

export const QUALIFIERS = ['', '', 'Pro', 'Plus', 'Lite', 'Max', 'Édition 2025', 'Classique', 'Premium', 'Mini', 'Confort', 'Prestige'];
export const COLOURS = ['noir', 'blanc', 'bleu', 'rouge', 'vert', 'gris', 'doré', 'beige', 'argent', 'marron'];

/** Collections; their picture shows the kinds of their first leaves. */
export const COLLECTIONS = [
  { name: 'Spécial Ramadan', description: 'Dattes, miel, vaisselle et tout pour les soirées du mois sacré.', leaves: ['Dattes', 'Miel et confiseries', 'Vaisselle', 'Épices'] },
  { name: 'Rentrée connectée', description: 'Ordinateurs, tablettes et accessoires pour une rentrée réussie.', leaves: ['Ordinateurs portables', 'Tablettes', 'Claviers et souris', 'Stockage'] },
  { name: 'Artisanat algérien', description: 'Le savoir-faire de nos artisans : tapis, bijoux, lanternes et tajines.', leaves: ['Tapis', 'Luminaires', 'Sacs et bijoux', 'Ustensiles'] },
  { name: 'Été au frais', description: 'Climatiseurs, ventilateurs et vêtements légers.', leaves: ['Climatisation', 'Vêtements femme', 'Vêtements homme'] },
  { name: 'Beauté naturelle', description: "Huiles, soins et parfums aux ingrédients d'Algérie.", leaves: ['Huiles naturelles', 'Soins du visage', 'Parfums'] },
  { name: 'Meilleures ventes high-tech', description: 'Les appareils les plus appréciés de nos clients.', leaves: ['Smartphones', 'Écouteurs et casques', 'Téléviseurs'] },
];

export const DISCOUNT_CODES = [
  { code: 'BIENVENUE10', kind: 'percent', value: '10.00', minSubtotal: '0.00', active: true },
  { code: 'FIXE500', kind: 'fixed', value: '500.00', minSubtotal: '5000.00', active: true },
  { code: 'ETE2024', kind: 'percent', value: '15.00', minSubtotal: '0.00', active: false },
] as const;

export const DEMO_CUSTOMER = {
  name: 'Amina Benali',
  email: 'demo@example.dz',
  password: 'demo1234',
  phone: '+213 555 12 34 56',
  address: '8 rue Hassiba Ben Bouali, Alger',
};
