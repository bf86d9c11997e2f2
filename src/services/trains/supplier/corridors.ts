/**
 * The sandbox railway's corridors: real lines as sequences of real stations, origin first
 * (docs/decisions/0125). Trains are generated along them (./trains.ts), each stopping at a subset
 * fitting its type; distances come from the stations' coordinates along the line.
 * `kinds` says which train types run the corridor; `trains` how many pairs (each way).
 */
import type { TrainType } from '@contracts/trains/codes'

export interface Corridor {
  id: string
  /** Station codes in running order. */
  line: readonly string[]
  /** Stations every train stops at (besides the ends): the big junctions. */
  majors: readonly string[]
  kinds: readonly TrainType[]
  /** Train pairs generated on this corridor (each runs both ways). */
  pairs: number
  /** A name for the trains: '<A>-<B> <kind word>' when absent. */
  names?: Partial<Record<TrainType, string>>
}

const c = (
  id: string,
  line: string,
  majors: string,
  kinds: TrainType[],
  pairs: number,
  names?: Partial<Record<TrainType, string>>,
): Corridor => ({
  id,
  line: line.split(' '),
  majors: majors ? majors.split(' ') : [],
  kinds,
  pairs,
  ...(names ? { names } : {}),
})

export const CORRIDORS: readonly Corridor[] = [
  c('nizamuddin-bandra', 'NZM MTJ KOTA RTM BRC ST BVI BDTS', 'KOTA RTM BRC ST BVI', ['SP', 'G', 'D'], 3, {
    G: 'Garib Rath',
    D: 'Duronto',
  }),
  c(
    'delhi-mumbai-kota',
    'NDLS NZM MTJ BTE SWM KOTA RTM NAD GDA BRC ST BL VAPI BVI BCT',
    'KOTA RTM BRC ST BVI',
    ['R', 'SP', 'O', 'G', 'D'],
    7,
    { R: 'Mumbai Rajdhani', D: 'Duronto', G: 'Garib Rath' },
  ),
  c(
    'nizamuddin-mumbai-bhopal',
    'NZM MTJ AGC GWL JHS BINA BPL ET KNW BSL JL MMR NK IGP KYN TNA DR CSMT',
    'AGC GWL JHS BPL ET BSL NK KYN',
    ['R', 'SP', 'O'],
    5,
    { R: 'Rajdhani' },
  ),
  c(
    'nizamuddin-ltt',
    'NZM MTJ AGC GWL JHS BPL ET KNW BSL MMR NK KYN TNA LTT',
    'JHS BPL ET BSL NK KYN TNA',
    ['SP', 'O', 'G'],
    3,
    { G: 'Garib Rath' },
  ),
  c(
    'delhi-howrah-gaya',
    'NDLS ALJN TDL ETW CNB FTP PRYJ MZP DDU GAYA KQR PNME DHN ASN DGR BWN HWH',
    'CNB PRYJ DDU GAYA DHN ASN',
    ['R', 'D', 'SP', 'O'],
    5,
    { R: 'Howrah Rajdhani', D: 'Duronto' },
  ),
  c(
    'delhi-howrah-patna',
    'NDLS ALJN TDL ETW CNB FTP PRYJ DDU BXR ARA DNR PNBE MKA KIUL JAJ MDP ASN BWN HWH',
    'CNB PRYJ DDU PNBE KIUL ASN',
    ['SP', 'O'],
    4,
  ),
  c('delhi-patna', 'NDLS CNB PRYJ DDU BXR ARA PNBE RJPB', 'CNB PRYJ DDU', ['R', 'SP', 'SV'], 3, {
    R: 'Patna Rajdhani',
    SV: 'Vande Bharat Express',
  }),
  c('delhi-lucknow-moradabad', 'NDLS GZB HPU MB RMU BE SPN HRI LKO', 'MB BE', ['SP', 'O'], 3),
  c('delhi-lucknow-kanpur', 'NDLS GZB ALJN TDL ETW CNB LKO', 'CNB', ['S', 'SP', 'O'], 3, {
    S: 'Lucknow Shatabdi',
  }),
  c(
    'delhi-chennai',
    'NDLS MTJ AGC GWL JHS BINA BPL ET NGP BPQ MCI RDM KZJ WL KMT BZA OGL NLR GDR MAS',
    'AGC JHS BPL NGP BZA',
    ['SP', 'O', 'D', 'G'],
    4,
    { D: 'Duronto', G: 'Garib Rath' },
  ),
  c(
    'nizamuddin-bengaluru',
    'NZM AGC GWL JHS BPL ET NGP SC KCG MBNR KRNT DHNE ATP DMM YNK SBC',
    'JHS BPL NGP SC',
    ['R', 'SP', 'O'],
    3,
    { R: 'Bengaluru Rajdhani' },
  ),
  c(
    'howrah-chennai',
    'HWH KGP BLS BHC JJKR CTC BBS KUR BAM PSA VZM VSKP AKP TUNI SLO RJY EE BZA TEL OGL NLR GDR MAS',
    'KGP CTC BBS VSKP RJY BZA',
    ['SP', 'O', 'D'],
    4,
    { D: 'Duronto' },
  ),
  c(
    'mumbai-chennai',
    'CSMT DR TNA KYN LNL PUNE DD KWV SUR GR WADI YG RC MALM GTL GY RU AJJ MAS',
    'PUNE SUR WADI GTL RU',
    ['SP', 'O'],
    3,
  ),
  c(
    'mumbai-bengaluru',
    'CSMT DR KYN LNL PUNE DD SUR GR WADI RC GTL ATP DMM YNK SBC',
    'PUNE SUR WADI GTL',
    ['SP', 'O'],
    2,
  ),
  c(
    'chennai-bengaluru-mysuru',
    'MAS AJJ KPD JTJ BWT KJM SBC MYA MYS',
    'KPD',
    ['S', 'SV', 'SP', 'O', 'JS'],
    5,
    { S: 'Shatabdi Express', SV: 'Vande Bharat Express', JS: 'Jan Shatabdi' },
  ),
  c(
    'chennai-trivandrum',
    'MAS AJJ KPD JTJ SA ED TUP CBE PGT TCR AWY ERS KTYM CGY TRVL KYJ QLN VAK TVC',
    'KPD SA ED CBE PGT TCR ERS',
    ['SP', 'O'],
    4,
  ),
  c(
    'chennai-kanniyakumari',
    'MS TBM CGL VM VRI ARLU TPJ DG MDU VPT TEN NCJ CAPE',
    'TBM VM TPJ MDU TEN',
    ['SP', 'O', 'SV'],
    4,
    { SV: 'Vande Bharat Express' },
  ),
  c(
    'secunderabad-howrah',
    'SC KZJ WL KMT BZA EE RJY SLO VSKP VZM PSA BAM KUR BBS CTC BHC BLS KGP HWH',
    'KZJ BZA RJY VSKP BBS KGP',
    ['SP', 'O', 'D'],
    3,
    { D: 'Duronto' },
  ),
  c(
    'delhi-amritsar',
    'NDLS SNP PNP KUN UMB RPJ LDH PGW JUC BEAS ASR',
    'UMB LDH JUC',
    ['S', 'SP', 'O', 'SV'],
    5,
    { S: 'Shatabdi Express', SV: 'Vande Bharat Express' },
  ),
  c(
    'delhi-jammu-katra',
    'NDLS PNP UMB LDH JRC PTKC KTHU JAT SVDK',
    'UMB LDH JAT',
    ['SV', 'R', 'SP', 'O'],
    4,
    { SV: 'Vande Bharat Express', R: 'Jammu Rajdhani' },
  ),
  c('delhi-kalka', 'NDLS PNP KUN UMB CDG KLK', 'UMB', ['S', 'SP', 'O'], 3, { S: 'Kalka Shatabdi' }),
  c('delhi-dehradun', 'NDLS GZB MTC MOZ TPZ SRE RK HW DDN', 'MTC SRE HW', ['S', 'JS', 'SV', 'O'], 4, {
    S: 'Dehradun Shatabdi',
    JS: 'Jan Shatabdi',
    SV: 'Vande Bharat Express',
  }),
  c('delhi-ajmer', 'NDLS DEC GGN RE AWR BKI GADJ JP FL KSG AII', 'RE AWR JP', ['S', 'SV', 'SP', 'O'], 4, {
    S: 'Ajmer Shatabdi',
    SV: 'Vande Bharat Express',
  }),
  c(
    'delhi-ahmedabad',
    'DLI DEC GGN RE AWR JP AII BER MJ FA ABR PNU MSH ADI',
    'RE JP AII MJ ABR PNU',
    ['SP', 'O', 'G'],
    3,
    { G: 'Garib Rath' },
  ),
  c('delhi-jaisalmer', 'DLI RE JP FL DNA MJ PMY JU PKRN JSM', 'JP JU', ['SP', 'O'], 2),
  c(
    'ahmedabad-mumbai',
    'ADI MAN ND ANND BRC BH ST NVS BL VAPI BVI DDR BCT',
    'BRC ST VAPI BVI',
    ['S', 'SV', 'SP', 'O', 'D'],
    6,
    { S: 'Shatabdi Express', SV: 'Vande Bharat Express', D: 'Duronto' },
  ),
  c(
    'mumbai-amritsar',
    'BCT BVI ST BRC RTM KOTA SWM MTJ NZM NDLS SNP PNP UMB LDH JUC ASR',
    'ST BRC RTM KOTA MTJ NDLS UMB LDH',
    ['SP', 'O'],
    2,
    { O: 'Golden Temple Mail' },
  ),
  c(
    'ltt-patna',
    'LTT TNA KYN IGP NK MMR BSL KNW ET PPI NU JBP KTE STA MKP PCOI DDU BXR ARA DNR PNBE',
    'NK BSL ET JBP STA DDU',
    ['SP', 'O'],
    3,
  ),
  c(
    'mumbai-howrah-nagpur',
    'CSMT DR KYN IGP NK MMR JL BSL MKU AK BD WR NGP G DURG R BSP RIG JSG ROU CKP TATA KGP HWH',
    'NK BSL AK NGP DURG R BSP ROU TATA',
    ['SP', 'O', 'D'],
    4,
    { O: 'Mail', D: 'Duronto' },
  ),
  c(
    'delhi-dibrugarh',
    'NDLS CNB PRYJ DDU PNBE HJP BJU KIR NJP NCB NBQ KYQ GHY LMG DMV FKG MXN SLGR DBRG',
    'CNB DDU PNBE NJP GHY',
    ['R', 'SP', 'O'],
    3,
    { R: 'Dibrugarh Rajdhani' },
  ),
  c('delhi-gorakhpur', 'NDLS MB BE LKO BBK GD BST GKP', 'MB BE LKO GD', ['SP', 'O', 'SV'], 3, {
    SV: 'Vande Bharat Express',
  }),
  c('sealdah-new-jalpaiguri', 'SDAH NH RHA KNJ BPC NFK MLDT KNE NJP', 'NH MLDT', ['SP', 'O'], 3, {
    O: 'Darjeeling Mail',
  }),
  c(
    'howrah-puri',
    'HWH SRC KGP BLS BHC JJKR CTC BBS KUR PURI',
    'KGP BLS CTC BBS',
    ['SP', 'O', 'SV', 'JS'],
    4,
    { SV: 'Vande Bharat Express', JS: 'Jan Shatabdi' },
  ),
  c(
    'bhubaneswar-delhi',
    'BBS CTC BHC BLS TATA PRR BKSC GMO KQR GAYA DDU PRYJ CNB NDLS',
    'TATA BKSC GMO GAYA DDU CNB',
    ['R', 'SP', 'O'],
    2,
    { R: 'Bhubaneswar Rajdhani' },
  ),
  c(
    'ranchi-delhi',
    'RNC MURI BKSC GMO KQR GAYA DDU PRYJ CNB NDLS',
    'BKSC GAYA DDU CNB',
    ['R', 'SP', 'G'],
    2,
    { R: 'Ranchi Rajdhani', G: 'Garib Rath' },
  ),
  c(
    'trivandrum-nizamuddin-konkan',
    'TVC QLN KYJ ERS TCR SRR CLT CAN MAJN UD KUDA KAWR MAO THVM RN CHI PNVL BSR ST BRC RTM KOTA NZM',
    'ERS CLT MAJN MAO RN PNVL BRC KOTA',
    ['R', 'SP', 'O'],
    3,
    { R: 'Trivandrum Rajdhani' },
  ),
  c(
    'mumbai-madgaon-konkan',
    'CSMT DR TNA PNVL ROHA KHED CHI RN KUDL THVM KRMI MAO',
    'TNA PNVL RN THVM',
    ['SV', 'JS', 'SP', 'O'],
    4,
    { SV: 'Vande Bharat Express', JS: 'Jan Shatabdi' },
  ),
  c(
    'kochi-bengaluru',
    'ERS AWY TCR PGT CBE TUP ED SA DPJ HSRA BNC SBC',
    'TCR PGT CBE ED SA',
    ['SP', 'O', 'SV'],
    3,
    { SV: 'Vande Bharat Express' },
  ),
  c(
    'bengaluru-belagavi',
    'SBC YPR TK ASK DVG HRR RNR HVR UBL DWR LD BGM',
    'YPR TK ASK DVG UBL',
    ['SP', 'O', 'JS', 'SV'],
    3,
    { JS: 'Jan Shatabdi', SV: 'Vande Bharat Express' },
  ),
  c('hyderabad-chennai', 'HYB SC KZJ WL KMT BZA TEL OGL NLR GDR MAS', 'SC KZJ BZA', ['SP', 'O'], 2, {
    O: 'Charminar Express',
  }),
  c(
    'secunderabad-tirupati',
    'SC NLDA MRGA PGRL GNT NRT OGL NLR GDR RU TPTY',
    'GNT NLR RU',
    ['SP', 'O', 'SV'],
    3,
    { SV: 'Vande Bharat Express' },
  ),
  c('secunderabad-pune', 'SC LPI VKB TDU WADI GR SUR DD PUNE', 'WADI SUR', ['S', 'SP', 'O'], 3, {
    S: 'Shatabdi Express',
  }),
  c('delhi-varanasi', 'NDLS CNB PRYJ BSB', 'CNB PRYJ', ['SV', 'SP'], 2, { SV: 'Vande Bharat Express' }),
  c('delhi-varanasi-lucknow', 'NDLS MB BE LKO RBL PBH JNU BSB', 'MB BE LKO', ['SP', 'O'], 2, {
    O: 'Kashi Vishwanath Express',
  }),
  c('nizamuddin-indore', 'NZM MTJ KOTA RMA NAD UJN DWX INDB', 'KOTA NAD UJN', ['SP', 'O', 'D'], 2, {
    D: 'Duronto',
  }),
  c('delhi-bhopal', 'NDLS MTJ AGC GWL JHS BINA BPL RKMP', 'AGC GWL JHS', ['S', 'SV'], 2, {
    S: 'Bhopal Shatabdi',
    SV: 'Vande Bharat Express',
  }),
  c('howrah-guwahati', 'HWH BWN BHP RPH NFK MLDT KNE NJP NCB NBQ GHY', 'BWN MLDT NJP', ['SP', 'O', 'SV'], 3, {
    O: 'Saraighat Express',
    SV: 'Vande Bharat Express',
  }),
  c('mumbai-indore', 'BCT BVI ST BRC GDA DHD RTM NAD UJN INDB', 'ST BRC RTM UJN', ['SP', 'O'], 2, {
    SP: 'Avantika Express',
  }),
  c(
    'pune-howrah',
    'PUNE LNL KYN IGP NK MMR BSL AK BD WR NGP G DURG R BSP JSG ROU TATA KGP HWH',
    'NK BSL NGP R ROU TATA',
    ['SP', 'O'],
    2,
    { SP: 'Azad Hind Express' },
  ),
  c(
    'visakhapatnam-secunderabad',
    'VSKP AKP SLO RJY EE BZA KMT WL KZJ SC',
    'RJY BZA KZJ',
    ['SV', 'SP', 'O', 'G'],
    3,
    { SV: 'Vande Bharat Express', G: 'Garib Rath' },
  ),
  c('chennai-coimbatore', 'MAS KPD JTJ SA ED TUP CBE', 'KPD SA ED', ['S', 'SV', 'SP', 'JS'], 4, {
    S: 'Shatabdi Express',
    SV: 'Vande Bharat Express',
    JS: 'Jan Shatabdi',
  }),
  c(
    'chennai-rameswaram',
    'MS TBM CGL VM CDM MV KMU TJ TPJ PDKT KKDI MNM RMD RMM',
    'VM TJ TPJ',
    ['SP', 'O'],
    2,
    { O: 'Sethu Express' },
  ),
  c('bikaner-delhi', 'BKN RTGH LGH CUR SDLP HSR BNW ROK DEE', 'CUR HSR ROK', ['SP', 'O'], 2),
  c('delhi-kathgodam', 'DLI GZB HPU MB RMU LKU HDW KGM', 'MB RMU', ['S', 'SP', 'O'], 2, {
    S: 'Kathgodam Shatabdi',
  }),
  c(
    'udaipur-delhi',
    'UDZ MVJ COR BHL AII KSG JP BKI AWR RE GGN DEE',
    'COR AII JP AWR',
    ['SP', 'O', 'SV'],
    2,
    { SV: 'Vande Bharat Express' },
  ),
  c(
    'rajkot-mumbai',
    'OKHA DWK JAM RJT WKR SUNR VG ADI BRC ST BCT',
    'JAM RJT ADI BRC ST',
    ['SP', 'O', 'D'],
    2,
    { O: 'Saurashtra Mail', D: 'Duronto' },
  ),
  c('anand-vihar-muzaffarpur', 'ANVT GZB CNB LKO GD GKP SV CPR HJP MFP', 'CNB LKO GKP', ['SP', 'G', 'O'], 2, {
    G: 'Garib Rath',
  }),
]
