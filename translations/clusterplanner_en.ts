<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BomFile</name>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: the workbook could not be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file must end in .xlsx or .csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: it %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cable</name>
    <message>
        <source>leaf - spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spine - core</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>8-GPU SXM/OAM baseboard server (HGX/DGX class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-GPU PCIe server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-GPU PCIe server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workstation, 2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workstation, 1 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU preprocessing node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared all-flash array (NFS-class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel file system appliance (Lustre-class, all-NVMe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared HDD array, about 24 drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object storage gateway (S3-compatible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand HDR 200 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand NDR 400 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand XDR 800 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE Ethernet 100 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE Ethernet 200 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE Ethernet 400 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet 1 Gb/s (TCP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet 10 Gb/s (TCP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet 25 Gb/s (TCP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet 100 Gb/s (TCP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-3 Small 125M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-3 Medium 350M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-3 Large 760M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-3 XL 1.3B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-3 2.7B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-3 6.7B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-3 13B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-3 175B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 2 7B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 2 13B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 2 70B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 3 8B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 3 70B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 3 405B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen2.5 7B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen2.5 14B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen2.5 72B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT-base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT-large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ViT-B/16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ViT-L/16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ViT-H/14</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResNet-50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ResNet-101</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLIP ViT-L/14 (image + text towers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-Core / NeMo (Transformer Engine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM (2019-2022, before Megatron-Core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch FSDP (eager)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch FSDP with torch.compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchtitan (FSDP2, torch.compile, async TP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MosaicML Composer / llm-foundry (FSDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US export rule of 7 Oct 2022: sale to mainland China needs a US licence; rented only from stock installed before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US export rule of 17 Oct 2023 (total processing performance 4,800 and above): sale to mainland China needs a US licence; rented only from stock installed before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US export rule of 17 Oct 2023 (total processing performance 4,800 and above): sale to mainland China needs a US licence; launched after it, so no stock was installed before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US government notice to NVIDIA of 9 Apr 2025: sale to mainland China needs a US licence; rented only from stock installed before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>China-market part, sold in mainland China only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sold in mainland China; a China variant with reduced AI throughput replaces it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA T4 16GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA V100 SXM2 32GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA A10 24GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA A30 24GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA A100 SXM4 40GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA A100 SXM4 80GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA A100 PCIe 80GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA A800 SXM4 80GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H100 SXM5 80GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H100 SXM 96GB HBM2e (500 W power limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H100 PCIe 80GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H100 NVL 94GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H800 SXM5 80GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H200 SXM 141GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H20 96GB (HGX H20)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA L4 24GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA L20 48GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA L40 48GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA L40S 48GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GeForce RTX 4090 24GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GeForce RTX 4090 D 24GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GeForce RTX 5090 32GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA B200 180GB (HGX B200)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD Instinct MI250X 128GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD Instinct MI300X 192GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD Instinct MI325X 256GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Huawei Ascend 910B 64GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Huawei Ascend 910C 128GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixtral 8x7B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixtral 8x22B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen3-30B-A3B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen3-235B-A22B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSeek-V3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSeek HAI-LLM (DualPipe, DeepEP, FP8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made for mainland China only (Nov 2022, an A100 with its NVLink cut from 600 to 400 GB/s to fall under the Oct 2022 rule): never sold elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made for mainland China only (Mar 2023, an H100 with its NVLink cut to fall under the Oct 2022 rule): never sold elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MindSpeed (Megatron-Core on Ascend)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local NVMe, 4 × PCIe 4.0 drives per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ViT-L/16, remote-sensing tiles of 512 × 512 px, 4 bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LSTM forecaster, 4 layers of width 512, 168-step window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-series Transformer (PatchTST-style), 6 layers of width 512</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stable Diffusion XL U-Net (1024×1024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch DDP (eager)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>China server rental by the month (CNY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyperscaler list prices (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialty GPU clouds (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>China cloud list prices (CNY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB200 NVL72 compute tray (18 to a liquid-cooled rack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA GB200 (GB200 NVL72)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA B300 288GB (HGX B300)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US BIS rule of Oct 2022 as reported in Tweakers (Reuters-based, Nov 2022) and TechPowerUp/Fudzilla (Mar 2023)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Feb 2024) and smbom.com (Jan 2024) on NVIDIA halting A100/A800/H100/H800/L40S shipments to mainland China</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tweakers (Reuters-based, Nov 2022) on the A800; reference accelerators.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zhao et al., Insights into DeepSeek-V3 (arXiv:2505.09343), and the DeepSeek-V3 Technical Report (arXiv:2412.19437) on the H800; reference accelerators.md S16, S19</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Apr 2025) quoting NVIDIA&apos;s 8-K filing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evertiq (Reuters-based, Dec 2023) on the RTX 4090, whose TPP of 5,286 falls under the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evertiq (Reuters-based, Dec 2023): product page Dec 28 2023, sale Jan 2024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware and SlashGear reports on RTX 5090 D (2025)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Feb 2024) on the Oct 2023 rule: S20; NVIDIA product pages for the part&apos;s dense BF16 peak (TPP = 16-bit dense TFLOPS × 16, far above 4,800)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Feb 2024) on the Oct 2023 rule: S20; AMD MI250X datasheet, 383 TFLOPS dense FP16/BF16, so TPP = 383 × 16 = 6,128</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tom&apos;s Hardware (Feb 2024) on the Oct 2023 rule: S20; AMD datasheet, 1307.4 TFLOPS dense FP16/BF16, so TPP = 1307.4 × 16, far above 4,800</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option &apos;--%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option &apos;--%1&apos; needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not one of: json, text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--batch: cannot open &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not one of: en, zh_CN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--view: &apos;%1&apos; is not one of: customer, internal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--page: &apos;%1&apos; is not one of: a4, letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--plan: a project file is required for a proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--out: the PDF file to write is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s)</source>
        <translation>
            <numerusform>%1: %n page</numerusform>
            <numerusform>%1: %n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>--allowed-gpus: give accelerator ids separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-gpus: &apos;%1&apos; is not a whole number from 1 to 100000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--allowed-gpus: unknown accelerator &apos;%1&apos; (see: clusterplanner-cli catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-nodes: &apos;%1&apos; is not a whole number from 1 to 100000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--rack-power-kw: &apos;%1&apos; is not a power from 0.1 to 1000 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scenario: give the project file with --plan FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validate takes --data FILE, --format, --rows and --catalog only (got &apos;--%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--data: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--data: no row of the file can be expressed as a plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  calibrated from a trial run on %1 GPUs: %2 tokens/s per GPU measured, %3 modelled; compute time x %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--market: &apos;%1&apos; is not one of: global, mainland-china</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1 parameters, %2 trainable
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--batch: line %1 is longer than %2 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  likely %1 (p10-p90 of the error on published runs)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; %3 %4, %5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--plan: a project file is required for a bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--out: the .xlsx or .csv file to write is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s)</source>
        <translation>
            <numerusform>%1: %n line</numerusform>
            <numerusform>%1: %n lines</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a number from %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--plan: a project file is required for pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--months: &apos;%1&apos; is not a whole number of months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pricing: &apos;%1&apos; is not one of: on-demand, reserved-1y, reserved-3y, spot, purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Owned plus cloud: %1, owning %n GPU(s) and renting the rest at %2</source>
        <translation>
            <numerusform>Owned plus cloud: %1, owning %n GPU and renting the rest at %2</numerusform>
            <numerusform>Owned plus cloud: %1, owning %n GPUs and renting the rest at %2</numerusform>
        </translation>
    </message>
    <message>
        <source>  mixture of experts: %1 active per token; EP %2, capacity factor %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  sequence parallelism with TP
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  hybrid sharding: shard groups of %1 GPUs, %2 replicas
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 over %n month(s)</source>
        <translation>
            <numerusform>%1: %2 over %n month</numerusform>
            <numerusform>%1: %2 over %n months</numerusform>
        </translation>
    </message>
    <message>
        <source>--plan: a project file is required for design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--out: the project file to write is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n scenario(s) designed</source>
        <translation>
            <numerusform>%1: %n scenario designed</numerusform>
            <numerusform>%1: %n scenarios designed</numerusform>
        </translation>
    </message>
    <message>
        <source>scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing command (one of: %1); see --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a project file (.cpplan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario of the --plan file (default: the active one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the customer&apos;s version hides internal prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimates one plan: memory, time, cost and findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one JSON plan per line in, one JSON result per line out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a custom model from a Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the catalog: accelerators, nodes, fabrics, storage, models, stacks and prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compares the planner with published training runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>published runs to compare with (default: the bundled ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every run&apos;s error, not only the summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searches configurations within a budget and a deadline and proposes three tiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators to consider (default: every one the market offers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most GPUs a configuration may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the most nodes a configuration may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the market whose parts and prices apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the project&apos;s proposal as a PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the customer the proposal is for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paper size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the project&apos;s bill of materials as .xlsx or CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compares renting and owning the project&apos;s cluster over months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>months compared (default: the plan&apos;s amortization-months)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of the hours the GPUs are busy (default: the plan&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in use month by month (default: the plan&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pricing modes to print (default: all five)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designs the networks of the project&apos;s scenarios and writes the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add or override catalog entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language of messages and help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this help (also -h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: clusterplanner-cli COMMAND [OPTIONS]

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Common options:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program&apos;s version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
clusterplanner-cli COMMAND --help lists a command&apos;s options and the plan keys it takes as flags (docs/cli.md).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: clusterplanner-cli %1 %2
%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Options:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Plan flags (also the keys of an --batch line and of a project file&apos;s plan):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints a completion script for bash or zsh: source it, or install it as the shell&apos;s completion file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completion: &apos;%1&apos; is not a shell this program writes a script for (bash, zsh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the one-page summary (figures, layout, cost) instead of the full proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  likely %1 (the likely time at the low and the high prices)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism: TP %1, PP %2, DP %3, CP %4, ZeRO %5, micro-batch %6, global batch %7, %8
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <comment>a flag, what is wrong with its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos;: %3: %4</source>
        <comment>a flag, its file, the part of the file, what is wrong</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; %2</source>
        <comment>a file&apos;s path, what is wrong with it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 steps of %2: %3 before overheads
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included in the rented price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bottlenecks or risks found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a plan flag: what it is, its values</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tier: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 configurations and %2 layouts examined in %3 s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints this manual page in roff, made from the same tables as the help: install it as clusterplanner-cli.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User Commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plans GPU training clusters from the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SYNOPSIS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DESCRIPTION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimates the memory, training time and cost of a GPU training plan, searches configurations within a budget and a deadline, and writes proposals, bills of materials and network designs. A plan is a project file of the desktop application, clusterplanner(1), or flags on the command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMMANDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMMON OPTIONS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLAN FLAGS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also the keys of an --batch line and of a project file&apos;s plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EXIT STATUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when the command did what it was asked; 2 for a bad flag, value or file, with one line on standard error naming it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEE ALSO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cluster-from: &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cluster-from: GPU type &apos;%1&apos; read as %2; name another with --gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cluster-from: the listing names no GPU type; the plan&apos;s is kept (name it with --gpu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>--cluster-from: %n node(s) without GPUs left out</source>
        <translation>
            <numerusform>--cluster-from: %n node without GPUs left out</numerusform>
            <numerusform>--cluster-from: %n nodes without GPUs left out</numerusform>
        </translation>
    </message>
    <message>
        <source>--cluster-from: the listing does not say the network between the nodes; the plan&apos;s is kept (name it with --inter-node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cluster-from: the listing&apos;s GPUs are joined by PCIe, not NVLink; name such a server with --node (clusterplanner-cli catalog lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster a listing holds (SLURM `scontrol show node` or `sinfo` with GRES, `kubectl get nodes -o json`, `nvidia-smi topo -m`): its GPU, nodes and GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--out: the folder to write the kit into is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: launch kit for %n node(s) x %2 GPUs (TP %3, PP %4, DP %5, CP %6)</source>
        <translation>
            <numerusform>%1: launch kit for %n node x %2 GPUs (TP %3, PP %4, DP %5, CP %6)</numerusform>
            <numerusform>%1: launch kit for %n nodes x %2 GPUs (TP %3, PP %4, DP %5, CP %6)</numerusform>
        </translation>
    </message>
    <message>
        <source>Writes the plan&apos;s launch kit into a new or empty folder: a SLURM batch script, a torchrun launch script, the training stack&apos;s configuration, a Kubeflow PyTorchJob, a trial run and a README.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder to write the kit into (new or empty)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CostSpan</name>
    <message>
        <source>job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-year commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-month ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-year commitment; job %2, %3 % used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-month ownership; job %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job uses %1 % of the %2-year commitment; its own share is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job uses %1 % of the %2-month ownership; its own share is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed price, re-quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1, %2 % used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incl. %1 % for trial-and-error runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-month minimum rental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-month minimum rental; job %2, %3 % used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job uses %1 % of the %2-month minimum rental; its own share is %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorField</name>
    <message>
        <source>project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file format version</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs an fp16 or bf16 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is smaller than gpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not divide hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not divide heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported catalog format (this version reads 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing or not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than 100 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no catalog section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names an accelerator that is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bundled catalog file is missing from the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is larger than 64 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown node template &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node template &apos;%1&apos; holds no GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node template &apos;%1&apos; holds at most %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU count (%1) must be a multiple of gpus-per-node (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown fabric &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown storage tier &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate element id &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template &apos;%1&apos; holds at most %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no GPU node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1 - %2 names an unknown element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1 - %2 needs a count of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1 - %2: unknown fabric &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this model family does not fit the workload &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a transformer needs layers, hidden and heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heads (%1) must divide hidden (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kv-heads (%1) must divide heads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image is smaller than one patch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence length must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this model family needs params and forward FLOPs per sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA needs a transformer model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2 (got %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number (got %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown model preset &apos;%1&apos; (see: clusterplanner-cli catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos; (see: clusterplanner-cli catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown fabric &apos;%1&apos; (see: clusterplanner-cli catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than 200 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: training, storage, management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number, string or boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp x pp x cp (%1) must divide the GPU count (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp x pp x cp x dp (%1) must equal the GPU count (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interleaved stages (vp) need pipeline parallelism (pp of 2 or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp (%1) must divide the attention heads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pp x vp exceeds the number of layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cp must divide the sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor, pipeline and context parallelism apply to transformers only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global batch (%1) must be a multiple of dp x micro-batch (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dp (%1) must divide the GPU count (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global batch (%1) must be a multiple of dp (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no parallel layout fits the GPU count %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the dataset size as tokens, samples or dataset-bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link %1 - %2: a %3 port cannot connect to switch %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is nested deeper than %1 levels (at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date of the form 2026-12-31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a node or switch of this topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is from a newer version of ClusterPlanner; this version reads formats 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a project format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no allowed accelerator fits this model in memory with up to %1 GPUs; allow more GPUs or larger cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deadline binds: the fastest plan within budget takes %1, past %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of at least one scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds more than %1 scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a scenario&apos;s index, from 0 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rack power binds: every node that fits the model draws more than %1 kW; allow more power per rack or other cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no allowed accelerator fits this model in memory with up to %1 GPUs and %2 nodes; allow more nodes, GPUs or larger cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price list has a price for accelerator &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no scenario &apos;%1&apos;; this project has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is above tdp_W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default training stack is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown training stack &apos;%1&apos; (one of: auto, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the trial&apos;s measured tokens/s per GPU with --trial-gpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the trial&apos;s GPU count with its measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trial&apos;s GPUs (%1) must be a multiple of the plan&apos;s tp x pp x cp (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trial run cannot be modelled on %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU is out of reach of this configuration (the model gives %2; check the trial&apos;s layout and GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trial run cannot be modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB measured against %2 GiB modelled (%3 GiB of it weights, gradients and optimizer states): not this configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names a fabric that is not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the budget binds: the cheapest plan that fits costs %1 (%2), above %3</source>
        <translation></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown market (one of: global, mainland-china)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan is not evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trial run of this layout can be planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: global, mainland-china</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the market binds: none of the allowed accelerators is offered in %1 with this pricing (export rules); allow other cards, or rent where the market has installed capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a FIFO or socket, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a device, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is larger than %1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a symbolic link; name the file itself, it is not followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the estimate is not a finite number: check the accelerator&apos;s figures in the catalog (peak FLOP/s, memory, bandwidth) and the dataset size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job would take %1 years on this cluster, past any plan: check the dataset size and the GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the estimate has no throughput: check the accelerator&apos;s figures in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the accelerator computes under 1 GFLOP/s per GPU in this plan, so the job would take %1 years: check its figures in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not valid JSON (column %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains the control character U+%1, which would cut or reorder the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not valid JSON (line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least %1 (got %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown section (expected accelerators, fabrics, switches, storage, nodes, prices, models, frameworks or exchange_rate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not divide the hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and the experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be fewer than the layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE layers other than every layer cannot be planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shared expert of its own width cannot be planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experts in a &apos;%1&apos; model, whose family has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert parallelism (ep) needs a mixture-of-experts model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ep (%1) must divide the routed experts (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experts apply to decoder models only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experts per token (%1) must be between 1 and the experts (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dense layers (%1) must be fewer than the layers (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs routed experts (experts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latent attention (kv-lora-rank) needs head-dim and rope-head-dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs latent attention (kv-lora-rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ep (%1) must divide tp x cp x dp (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of GPUs from 0 to 1,000,000, nor one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard-group (%1) must divide dp x cp (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of at most %1 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the search would try more than %1 configurations (accelerators x node templates x sizes x fabrics); allow fewer accelerators or fewer GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names the accelerators&apos; vendor a port runs on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no training stack of the catalog that is not itself a port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deadline binds: the fastest plan within budget takes %1 after a %2-day lead time, past %3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is more than memory_GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most 60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold 1, the typical figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold on_demand_per_gpu_hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold purchase_per_gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no other price list of the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be two numbers, [low, high]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its low is above its high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown price list &apos;%1&apos; (one of: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most 0.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: sxm, pcie, oam, module, superchip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is larger than nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no amount of the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold the typical figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the trays of &apos;%1&apos; hold %2 GPUs each: the GPU count must be a multiple of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a text naming the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected KEY=VALUE fields of `scontrol show node`, starting with NodeName= (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NodeName= without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a node&apos;s record to start with NodeName= (got &apos;%1=&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node in the listing: expected the output of `scontrol show node` (NodeName=... fields)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: Gres=%2 does not end in a GPU count (expected gpu:TYPE:COUNT or gpu:COUNT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1: GPU type &apos;%2&apos; is no accelerator of the catalog (clusterplanner-cli catalog lists them); name it with --gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 has %2 GPUs (%3), node %4 has %5 (%6): a plan holds nodes of one kind (list one partition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node in the listing has a GPU (Gres=gpu:...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the nodes of `kubectl get nodes -o json`, each with metadata and status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the nodes of `kubectl get nodes -o json` in items[]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node in the listing: expected the output of `kubectl get nodes -o json`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 columns as the header names, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no SLURM host list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NODES says %1, the host list %2 names %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no node in the listing: expected a sinfo table with a GRES column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the header of a sinfo table with NODELIST (or HOSTNAMES) and GRES columns, as `sinfo -N -o &apos;%N %G&apos;` prints it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: expected the header of `nvidia-smi topo -m`, starting with GPU0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU in the listing: expected the output of `nvidia-smi topo -m`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan has no GPUs to launch on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the nodes hold different numbers of GPUs; a launch kit needs nodes alike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a file, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not empty: the kit goes into a new or empty folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text has no line of --trial-* flags (the last line trial.sh prints)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a --trial-* flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan does not fit in the GPUs&apos; memory (%1 GiB needed per GPU, %2 GiB there): change the layout or the GPUs first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>the plan cannot be evaluated: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate and bill of materials as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>The model needs %1 GiB per GPU but the card has %2 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard more (ZeRO, tensor parallelism), recompute activations, or lower the micro-batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallelism of %1 runs over PCIe: every layer waits for all-reduces on a slow link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an NVLink/NVSwitch server (SXM), or keep tensor parallelism at 1 and use ZeRO or pipeline parallelism instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefer an NVLink/NVSwitch server for multi-GPU training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inter-node network runs at %1 Gb/s, below the 25 Gb/s minimum for distributed training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use at least 100 Gb/s RoCE or 200 Gb/s InfiniBand between GPU nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inter-node network runs at %1 Gb/s; multi-node training wants 100 Gb/s or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage delivers %2 GB/s but the GPUs consume %1 GB/s: they wait for data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add storage units or an NVMe cache tier, or pre-stage the data set to local NVMe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image data on an HDD tier: small random reads collapse HDD throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the hot training set on NVMe or all-flash storage; use HDD for cold archives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage traffic shares the training network: data reads and gradient synchronisation fight for bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put storage on a network of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster has no management network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a separate management switch for scheduling, monitoring and out-of-band access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node draws up to %1 kW, above the rack budget of %2 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the rack power quota, spread nodes over more racks, or cap GPU power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host RAM (%1 GiB) is less than the node&apos;s GPU memory (%2 GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit at least as much RAM as GPU memory (256 GB or more per GPU server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 CPU cores per GPU: the data loader may starve the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card has no FP8 tensor cores: the estimate uses 16-bit throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Hopper, Ada or newer card for FP8 training, or plan in BF16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan costs %1, above the budget of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use reserved or spot pricing, fewer or cheaper GPUs, or a smaller data set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training takes %1 days, past the %2-day deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPUs, use faster cards, or train on fewer tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1-hour run without checkpoints: one failure loses the work done so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write checkpoints every one to a few hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot instances without checkpoints: every preemption restarts the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable regular checkpoints, or use on-demand or reserved pricing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This GPU node is not connected to the training network; its GPUs are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This element is not connected to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a link from it to a switch of the right network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This node has a different accelerator from the rest; the training job does not use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use one accelerator type per training job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallelism of %1 spans nodes of %2 GPUs: its all-reduces in every layer cross the inter-node network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep tensor parallelism within a node and scale across nodes with pipeline or data parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preprocessing needs %1 CPU cores but the hosts have %2 to spare: the GPUs wait for data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add CPU preprocessing nodes or hosts with more cores, or preprocess offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trial run was measured on another accelerator or training stack: the estimate is not calibrated by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the trial on this plan&apos;s accelerator and stack, or remove the trial calibration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job uses %1 % of the %2-year commitment: the rest of the term is paid for and idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 for the same job; reserve only when other work fills the rest of the term.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First cable the element named in the network finding like the rest of the network; then add GPUs, use faster cards, or train on fewer tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable node %1 like the others: as many NICs at the same rate, each linked to the training switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1 runs its ports at %2 Gb/s, below the %3 Gb/s NICs cabled to it: every step waits for it, and training takes %4 days instead of %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace switch %1 with one that runs at the NICs&apos; rate, or cable its nodes to a faster switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job uses %1 % of the %2-month ownership: buying pays only when other work fills the rest of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs %2 for this job alone; buy when the cluster has work for the whole period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 % of GPU memory stays free (%2 of %3 GiB used); leave 20–30 % for batch and activation peaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs share PCIe inside the node: going from 4 to 8 GPUs may add only 60–70 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade to 100–200 Gb/s RoCE or InfiniBand; with 32+ GPUs, 200–400 Gb/s InfiniBand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use hosts with at least 4–8 cores per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 Gb/s NICs carry at most %2 Gb/s in the PCIe slots of this host: the estimate counts %2 Gb/s, and the faster NICs buy nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose NICs of %1 Gb/s or less, or hosts of a newer PCIe generation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the compute fabric non-blocking (1:1), or keep each data-parallel group within the %1 nodes of one leaf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compute fabric&apos;s leaves are %1 oversubscribed and %2 % of the data-parallel traffic leaves its leaf: the gradient synchronisation takes %3 times as long as on a non-blocking fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog gives no BF16 peak for this card: the estimate plans FP16 with loss scaling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the BF16 peak from the vendor&apos;s datasheet into a site catalog (--catalog), or plan in FP16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1 has %2 ports, but cables for %3 ports end on it: the network cannot be built as drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the nodes over leaf and spine switches (a designed network), or add switches and move cables to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 reaches the training network at %2 Gb/s per GPU, the other nodes at %3 Gb/s per GPU: every step waits for its links, and training takes %4 days instead of %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster is ready %1 days after the order and training takes %2 days more, so it is done on day %3, past the %4-day deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise tensor or pipeline parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shard with ZeRO-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recompute all activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use a smaller micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spread the model over more GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a card with more memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the ways in a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two ways in a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.</source>
        <comment>the end of a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure a short trial run on it and calibrate the plan with the result before committing to the figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each rack holds %1 trays on one NVLink domain and draws about %2 kW with liquid cooling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each rack holds %1 trays on one NVLink domain and draws about %2 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The site&apos;s racks give %1 kW.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan rack positions of %1 kW, or choose servers that fit the site&apos;s racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm that the data hall supplies %1 kW and liquid cooling to each rack before ordering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm that the data hall supplies %1 kW to each rack before ordering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallelism of %1 does not tile the rack&apos;s NVLink domain of %2 GPUs: some groups reach into the next rack, and their all-reduces in every layer cross the inter-node network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tensor parallelism that divides %1, such as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an accelerator the market offers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent it, or buy an accelerator the market sells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job runs on %1 of the %2 trays installed, at most %3 to a rack; the other %4 are spares kept for maintenance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerator</source>
        <comment>a finding&apos;s part when it names none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep that much in reserve, or narrow the range with a trial run and a quotation before the budget is signed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is not offered in the project&apos;s market (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 cannot be bought new in the project&apos;s market (%2): only capacity installed before its rule can be rented.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No published training run calibrates the %1 yet: its speed is a planning figure, and its likely range is twice as wide as that of a calibrated part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The likely cost reaches %1 at its high end (the long time at the high prices), above the budget of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery alone takes the whole deadline: rent the cluster, whose capacity comes in days, or agree on a later deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery leaves %1 days of the deadline for training, a fraction of what it takes: rent the cluster, whose capacity comes in days, or ask for an earlier delivery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery leaves %1 days of the deadline for training: ask for an earlier delivery, rent the cluster, or add GPUs so that it trains in those days.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>en</source>
        <comment>language code of this translation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (likely %2)</source>
        <comment>a figure and its p10-p90 range</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageExport</name>
    <message>
        <source>the picture could not be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy as Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;SVG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Market</name>
    <message>
        <source>Mainland China</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2: %3 (%4; source: %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rent only here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not sold here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanKeys</name>
    <message>
        <source>What is trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model preset from the catalog; dimension keys override it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter count (models that are not transformers, or an override)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key-value heads (grouped-query attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed-forward width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of one attention head, where it is not hidden / heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed experts per mixture-of-experts layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed experts each token goes to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts every token goes through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed-forward width of one expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense layers before the first mixture-of-experts layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query compression rank of latent attention (0: uncompressed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key-value compression rank of latent attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotary part of a query or key head (latent attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of a value head (latent attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embeddings shared with the output layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned position embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biases on every linear layer and norm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pooler layer, as BERT has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name the proposal gives a custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture of a custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropout in the layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per training sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLP type of custom dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size in samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size in bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes over the dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image resolution (image models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image bands (image models)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per sample on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node (default: the node template&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node template (default: from the accelerator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute NICs per node (default: the template&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric between nodes (default: the accelerator&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training data storage tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage units of that tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data parallel size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context parallel size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved pipeline stages per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs one ZeRO / FSDP shard spans (hybrid sharding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens the busiest expert gets against the mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage (3 = FSDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron sequence parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples per GPU per forward pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples per optimizer step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training stack (auto: from the layout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs of a trial run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured tokens/s per GPU of the trial run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured peak memory per GPU of the trial run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator of the trial run (default: the plan&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training stack of the trial run (default: the plan&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency of every amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget in the plan&apos;s currency (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate (default: the catalog&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for trial-and-error runs, a fraction of training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval (0: none; default: Young&apos;s optimum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Months a purchase is paid off over; the horizon of the cost over months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of their hours the GPUs are busy in the months they are used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs needed month by month: seasonal, bursts, steady or N,N,...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downlinks per uplink of the compute fabric&apos;s leaves (R:1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power one rack may draw (default: the price list&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage tiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training stacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload and model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism, precision and stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost, budget and deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id from the catalog&apos;s %1 (see: clusterplanner-cli catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s GPU and GPU-hour prices, a fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s storage prices, a fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s switch, cable and NIC prices, a fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s power and rack space prices, a fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negotiated discount off the list&apos;s staff and support prices, a fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days from the order until the cluster is ready (provisioning, delivery)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest rental the cloud offer bills (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price list the plan is costed with (default: the catalog&apos;s list in its currency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price lists</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <source>Cloud, pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud, reserved 1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud, reserved 3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud, spot instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-yr reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved 3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-yr reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purchase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PricingText</name>
    <message>
        <source>from the start against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>after %n month(s) against %1</source>
        <translation>
            <numerusform>after %n month against %1</numerusform>
            <numerusform>after %n months against %1</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between break-even clauses</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two break-even clauses</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between pricing modes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two pricing modes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying pays off %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Buying does not pay off within %n month(s) against any cloud mode.</source>
        <translation>
            <numerusform>Buying does not pay off within %n month against any cloud mode.</numerusform>
            <numerusform>Buying does not pay off within %n months against any cloud mode.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying pays off %1; never within %n month(s) against %2.</source>
        <translation>
            <numerusform>Buying pays off %1; never within %n month against %2.</numerusform>
            <numerusform>Buying pays off %1; never within %n months against %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cheapest: own %n GPU(s) and rent the peaks at %1, %2 over the horizon, %3 below all cloud and %4 below all owned.</source>
        <translation>
            <numerusform>Cheapest: own %n GPU and rent the peaks at %1, %2 over the horizon, %3 below all cloud and %4 below all owned.</numerusform>
            <numerusform>Cheapest: own %n GPUs and rent the peaks at %1, %2 over the horizon, %3 below all cloud and %4 below all owned.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cheapest over the horizon: renting all of it (%1), %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest over the horizon: owning the peak, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Owning %n GPU(s) and renting the peaks at %1 costs %2.</source>
        <translation>
            <numerusform>Owning %n GPU and renting the peaks at %1 costs %2.</numerusform>
            <numerusform>Owning %n GPUs and renting the peaks at %1 costs %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owned for %n month(s) and busy %1 of its hours, the cluster costs less than pay-as-you-go where that costs more than %2 per GPU-hour.</source>
        <translation>
            <numerusform>Owned for %n month and busy %1 of its hours, the cluster costs less than pay-as-you-go where that costs more than %2 per GPU-hour.</numerusform>
            <numerusform>Owned for %n months and busy %1 of its hours, the cluster costs less than pay-as-you-go where that costs more than %2 per GPU-hour.</numerusform>
        </translation>
    </message>
    <message>
        <source>This job alone keeps it busy for %1 of that time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job alone keeps it busy for less than %1 of that time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negotiated pay-as-you-go rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price list&apos;s pay-as-you-go rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the %1, a cluster kept that busy costs less owned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the %1, renting costs less even for a cluster kept that busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the %1 of %2 per GPU-hour, a cluster kept that busy costs less owned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the %1 of %2 per GPU-hour, renting costs less even for a cluster kept that busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job alone keeps it busy for less than %1 of that time: owning pays only if further runs keep it that busy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job alone keeps it busy for %1 of that time: owning pays only if further runs keep it that busy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>Internal version: contains internal prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared with ClusterPlanner %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (GiB), against capacity and the 80 % line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>80 % (20 % headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The logo %1 could not be read; the cover has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Training Cluster Proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures are estimates from ClusterPlanner&apos;s physical models (FLOPs, bytes and bandwidths, calibrated against published training runs); see the assumptions at the end of this document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projected training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bottlenecks or risks found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload and assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory, time and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings and mitigations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mitigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivery plan and acceptance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Environment pre-check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Data migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every checksum matches; file count and total size equal the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Scaling test</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Run at full scale (%n GPU(s)) with the planned parallel layout.</source>
        <translation>
            <numerusform>Run at full scale (%n GPU) with the planned parallel layout.</numerusform>
            <numerusform>Run at full scale (%n GPUs) with the planned parallel layout.</numerusform>
        </translation>
    </message>
    <message>
        <source>Train for 48 hours with checkpoints every %1 and restore one on purpose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unrecovered failure; the restored run continues with the same loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU follows the ZeRO paper (weights, gradients, optimizer states) and Korthikanti et al. 2022 (activations); at least 20 % of GPU memory is kept free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of extra time is allowed for trial-and-error runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disclaimer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (en or zh_CN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan cannot be evaluated: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the %2 options compared, we recommend %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs (nodes × GPUs per node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inter-node fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget and deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be evaluated: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (one node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 options compared, each evaluated with the same models and prices. The rest of this proposal describes the recommended one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternatives compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost of each scenario (the recommended one highlighted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated from a trial run on %1 GPUs that measured %2 tokens/s per GPU against %3 modelled: the compute time is scaled by %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All amounts cover the same period (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost by category (total %1; %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* The GPU price is a planning assumption of the catalog, not a quotation: re-quote before the offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All amounts cover the same period (%1); %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 can be bought new.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cannot be bought new here; this purchase plan needs another accelerator or rented capacity. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is rented from capacity already installed. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not available here; choose another accelerator. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Short full-scale run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>on %n whole node(s)</source>
        <translation>
            <numerusform>on %n whole node</numerusform>
            <numerusform>on %n whole nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>3. Trial on %n GPU(s)</source>
        <translation>
            <numerusform>3. Trial on %n GPU</numerusform>
            <numerusform>3. Trial on %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Configuration described</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the %1 options compared is recommended as configured; this proposal describes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This proposal describes %1, which is not recommended as configured: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recommended as configured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US dollars (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Instance check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are public list prices, stated in Chinese yuan; cloud prices include network and power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are public list prices, stated in US dollars; cloud prices include network and power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: it %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Stability check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the first %1 of the training itself as the check, with checkpoints every %2, and restore one on purpose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this proposal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 options compared, each evaluated with the same models and prices. The rest of this proposal details the option marked &quot;this proposal&quot;, although a finding speaks against it; see the recommended one beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard layout for this configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln link</numerusform>
            <numerusform>%Ln links</numerusform>
        </translation>
    </message>
    <message>
        <source>… %1 more units …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The networks designed for these %1 servers, tier by tier. Blue: InfiniBand; green: RoCE; grey: Ethernet and management; a darker shade for each tier above the leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n server(s), %1</source>
        <translation>
            <numerusform>%n server, %1</numerusform>
            <numerusform>%n servers, %1</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 active per token; %2 routed experts, %3 per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no owned-plus-cloud section: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demand comes in project bursts: %1 GPUs two months in every six, %2 GPUs between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demand is given month by month: from %1 to %2 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned plus cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All owned (the peak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned plus cloud (recommended split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Way of paying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All in the cloud, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demand is seasonal: %1 GPUs in the typhoon season (July to September) and %2 GPUs the rest of the year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · CP %4 · EP %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · CP %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · sequence parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · shard groups of %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>For this demand renting all of it (%1) is cheapest: %2 over %n month(s), against %3 for owning the peak.</source>
        <translation>
            <numerusform>For this demand renting all of it (%1) is cheapest: %2 over %n month, against %3 for owning the peak.</numerusform>
            <numerusform>For this demand renting all of it (%1) is cheapest: %2 over %n months, against %3 for owning the peak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For this demand owning the peak is cheapest: %1 over %n month(s), against %2 for renting all of it (%3).</source>
        <translation>
            <numerusform>For this demand owning the peak is cheapest: %1 over %n month, against %2 for renting all of it (%3).</numerusform>
            <numerusform>For this demand owning the peak is cheapest: %1 over %n months, against %2 for renting all of it (%3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The cheapest split owns %1 GPUs (%2 servers) for the base load and rents the excess %3 in %4 of the %n month(s), at most %5 GPUs at a time: %6 over the %n month(s), %7 less than all in the cloud and %8 less than owning the peak.</source>
        <translation>
            <numerusform>The cheapest split owns %1 GPUs (%2 servers) for the base load and rents the excess %3 in %4 of the %n month, at most %5 GPUs at a time: %6 over the %n month, %7 less than all in the cloud and %8 less than owning the peak.</numerusform>
            <numerusform>The cheapest split owns %1 GPUs (%2 servers) for the base load and rents the excess %3 in %4 of the %n months, at most %5 GPUs at a time: %6 over the %n months, %7 less than all in the cloud and %8 less than owning the peak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total over %n month(s)</source>
        <translation>
            <numerusform>Total over %n month</numerusform>
            <numerusform>Total over %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owned plus cloud over %n month(s): own %1 GPUs and rent the peaks, %2 in all, against %3 all in the cloud and %4 all owned.</source>
        <translation>
            <numerusform>Owned plus cloud over %n month: own %1 GPUs and rent the peaks, %2 in all, against %3 all in the cloud and %4 all owned.</numerusform>
            <numerusform>Owned plus cloud over %n months: own %1 GPUs and rent the peaks, %2 in all, against %3 all in the cloud and %4 all owned.</numerusform>
        </translation>
    </message>
    <message>
        <source>The best split, %1 GPUs owned and the excess rented %2, costs %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project was evaluated in &apos;%1&apos;, the proposal is in &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demand is the work this cluster serves month by month over the period, of which the run planned above is one part. Owned GPUs are bought in whole servers and carry power, space, staff and support over the period; rented ones are paid for the months they are needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures assume the GPUs are busy in the months they are in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures assume the GPUs are busy %1 of their hours in the months they are in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Likely&quot; ranges are the 10th to 90th percentile of the planner&apos;s error on published runs held out of its calibration: %1 to %2 on this plan&apos;s time, ±%3 when calibrated from a trial run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, provided as rented capacity already installed in the country.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drivers, firmware, %1/%2 versions and BIOS settings match on every node; GPU burn-in and %2 tests pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures are estimates from ClusterPlanner&apos;s physical models (FLOPs, bytes and bandwidths, calibrated against published training runs); the full proposal states the assumptions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Training Cluster Proposal: summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days after the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days from the order until the cluster is ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum rental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months, billed even for a shorter job</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n month(s), billed even for a shorter job</source>
        <translation>
            <numerusform>%n month, billed even for a shorter job</numerusform>
            <numerusform>%n months, billed even for a shorter job</numerusform>
        </translation>
    </message>
    <message>
        <source>3. Short run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the training script for one hour on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver, firmware, %1 version and BIOS settings as planned; GPU burn-in passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Stability check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, all within one month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This proposal is a planning estimate, not a performance guarantee. Actual time and cost depend on the software stack, data pipeline, failure rates and prices at the time of purchase. Figures should be confirmed by the acceptance tests in the delivery plan before commitments are made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the dataset to the training storage and check every file&apos;s SHA-256 checksum; re-copy any mismatch. Storage: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the dataset to the training storage and check every file&apos;s SHA-256 checksum; re-copy any mismatch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows the GPU with its %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance is the type ordered: one %1 with %2, driver and %3 versions as planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every instance is the type ordered: %1 × %2 with %3 each (%4), driver, %5 and %6 versions as planned; run the %6 all_reduce test (%7) on all %n GPU(s).</source>
        <translation>
            <numerusform>Every instance is the type ordered: %1 × %2 with %3 each (%4), driver, %5 and %6 versions as planned; run the %6 all_reduce test (%7) on the GPU.</numerusform>
            <numerusform>Every instance is the type ordered: %1 × %2 with %3 each (%4), driver, %5 and %6 versions as planned; run the %6 all_reduce test (%7) on all %n GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the training time goes: total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the first %1 of the training itself as the check, save a checkpoint halfway through it and restore it on purpose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Soak test, 48 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Soak test, 48 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue: InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green: RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey: Ethernet and management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster as designed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <comment>a sentence, then the key of its colours</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A price listed only in US dollars is converted at %1 CNY per USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A price listed only in Chinese yuan is converted at %1 CNY per USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amounts are rounded; a total is the sum of the unrounded amounts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 px images in %3 px patches, and a class token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Networks required of the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (patches of %2 time steps: a window of %3 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are public prices from the list &quot;%1&quot; of %2, stated in Chinese yuan; cloud prices include network and power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are public prices from the list &quot;%1&quot; of %2, stated in US dollars; cloud prices include network and power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are public prices from the list &quot;%1&quot; of %2, converted to Chinese yuan; cloud prices include network and power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices are public prices from the list &quot;%1&quot; of %2, converted to US dollars; cloud prices include network and power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The model does not fit on fewer GPUs with the planned layout and %1 of memory free, so the short run uses all %n GPU(s) for one hour.</source>
        <translation>
            <numerusform>The model does not fit on fewer GPUs with the planned layout and %1 of memory free, so the short run uses all %n GPU for one hour.</numerusform>
            <numerusform>The model does not fit on fewer GPUs with the planned layout and %1 of memory free, so the short run uses all %n GPUs for one hour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run the training script on %n GPU(s) %1 with the planned layout (TP %2 × PP %3 × CP %4, ZeRO %6) and micro-batch %7, as %5 of the %8 data-parallel replicas planned.</source>
        <translation>
            <numerusform>Run the training script on %n GPU %1 with the planned layout (TP %2 × PP %3 × CP %4, ZeRO %6) and micro-batch %7, as %5 of the %8 data-parallel replicas planned.</numerusform>
            <numerusform>Run the training script on %n GPUs %1 with the planned layout (TP %2 × PP %3 × CP %4, ZeRO %6) and micro-batch %7, as %5 of the %8 data-parallel replicas planned.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule: %1 (source: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included in the rented price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model fits with %1 of GPU memory free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it finishes within the %1-day deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it costs less than the budget of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two things a plan meets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between things a plan meets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We recommend this configuration: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time follows from every matrix multiplication, attention kernel and element-wise pass of the model at the accelerator&apos;s efficiencies (fitted on its published runs where there are any) and the kernels of its training stack, %1, calibrated on %2 published training runs (%3), plus communication at the fabrics&apos; achievable bandwidths, pipeline bubbles, the job&apos;s launch, data loading, checkpoints and failure restarts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a finding: its severity, its message</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost, over its span</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and total cost of each scenario, each over its own span (the recommended one highlighted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · ZeRO %2 · micro-batch %3 · global batch %4 · %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput, step time and memory are the figures of the planned training stack, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all_reduce bus bandwidth across nodes of at least %1 GB/s, 90 % of the planned %2 GB/s (busbw as nccl-tests reports it, all of a node&apos;s NICs together)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all_reduce bus bandwidth within the node of at least %1 GB/s, 90 % of the planned %2 GB/s (busbw as nccl-tests reports it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 GiB at full scale: at DP %2 in place of DP %3, what ZeRO shards and what the communication buffers hold differ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the proposal recommends %1, not the active scenario %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 options compared, each evaluated with the same models and prices. The rest of this proposal details the option marked &quot;this proposal&quot;, although another costs less and is done sooner: the recommended one beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The likely cost takes the short time at the low prices and the long time at the high ones, each part&apos;s low and high quote in the price list: %1 to %2 on this plan&apos;s cost, of which the quotes alone make %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the names of options</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 delivery + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time from the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list has no public price for this GPU: its rate here is an estimate, to be confirmed with the offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model states ZeRO shards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the communication buffers and workspaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 GiB more</source>
        <comment>a memory part at full scale</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 GiB less</source>
        <comment>a memory part at full scale</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 GiB at full scale: at DP %2 in place of DP %3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the gradients and optimizer states ZeRO shards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the optimizer states ZeRO shards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weights, gradients and optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throughput at most %4 % below the planned %1 %2; memory within the planned %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throughput at most %4 % below the planned %1 %2 per GPU; memory within the planned %3 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throughput at most %4 % below the %1 %2 per GPU planned for this trial; memory within the %3 GiB per GPU planned for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step time at most 15 % above the planned %1; MFU at least %2 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QSpinBox</name>
    <message>
        <source>%1 is outside %2 to %3; the value stays %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not possible here, only %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recommend</name>
    <message>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recompute</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recomputation as chosen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff and support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ports: NIC, switch port and cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, usable capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy incl. cooling (PUE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack space (colocation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations engineers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud instances with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage for data and checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contingency reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack-months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engineer-months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB-months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff, support and reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within the budget of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over the budget of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projected training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within the %1-day deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beyond the %1-day deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits, %1 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for the whole run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used by the job; %1 paid for over the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n port(s)</source>
        <translation>
            <numerusform>%n port</numerusform>
            <numerusform>%n ports</numerusform>
        </translation>
    </message>
    <message>
        <source>Checkpoint/restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n switch</numerusform>
            <numerusform>%n switches</numerusform>
        </translation>
    </message>
    <message>
        <source>non-blocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n leaf</source>
        <translation>
            <numerusform>%n leaf</numerusform>
            <numerusform>%n leaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spine</source>
        <translation>
            <numerusform>%n spine</numerusform>
            <numerusform>%n spines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n core</source>
        <translation>
            <numerusform>%n core</numerusform>
            <numerusform>%n cores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>rail-optimised: %n rail(s)</source>
        <translation>
            <numerusform>rail-optimised: %n rail</numerusform>
            <numerusform>rail-optimised: %n rails</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) per leaf</source>
        <translation>
            <numerusform>%n node per leaf</numerusform>
            <numerusform>%n nodes per leaf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln link(s)</source>
        <translation>
            <numerusform>%Ln link</numerusform>
            <numerusform>%Ln links</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for the GPU nodes (%2 to a rack of %3 kW), %4 for the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaves %1 oversubscribed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; switches and optics draw %2 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln copper link(s) in the racks</source>
        <translation>
            <numerusform>%Ln copper link in the racks</numerusform>
            <numerusform>%Ln copper links in the racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln multimode optical link(s) in the rows</source>
        <translation>
            <numerusform>%Ln multimode optical link in the rows</numerusform>
            <numerusform>%Ln multimode optical links in the rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln single-mode optical link(s) between rows</source>
        <translation>
            <numerusform>%Ln single-mode optical link between rows</numerusform>
            <numerusform>%Ln single-mode optical links between rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) × %1</source>
        <comment>nodes of a size and the GPUs each holds</comment>
        <translation>
            <numerusform>%n node × %1</numerusform>
            <numerusform>%n nodes × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>GPUs and how the nodes hold them</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>sizes of nodes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>cost category, its discount</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit prices and amounts are net of the negotiated discounts: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1 days of lead time, within the %2-day deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1 days of lead time, beyond the %2-day deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 days of lead time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-port switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial-and-error runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>a count of switches and their model</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Servers with %n × %1</source>
        <translation>
            <numerusform>Servers with %n × %1</numerusform>
            <numerusform>Servers with %n × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 copper cables in the rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 multimode transceivers (in the row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 single-mode transceivers (between rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 multimode fibres (in the row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 single-mode fibres (between rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare %1 multimode transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare %1 single-mode transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare %1 copper cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare %1 multimode fibres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare %1 single-mode fibres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transceivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n transceiver(s)</source>
        <translation>
            <numerusform>%n transceiver</numerusform>
            <numerusform>%n transceivers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n cable</numerusform>
            <numerusform>%n cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spare servers with %n × %1</source>
        <translation>
            <numerusform>Spare servers with %n × %1</numerusform>
            <numerusform>Spare servers with %n × %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Launch, data loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits, %1 free: the headroom required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication includes %1 in which the GPUs wait for the slowest of them at the end of each step, as every synchronous training run does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gradient exchange between the nodes moves as fast as %1 inside them allows, so a faster network would not shorten it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud instances for CPU preprocessing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>CPU preprocessing servers, %n core(s) in all</source>
        <translation>
            <numerusform>CPU preprocessing servers, %n core in all</numerusform>
            <numerusform>CPU preprocessing servers, %n cores in all</numerusform>
        </translation>
    </message>
    <message>
        <source>core-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” costs less (%2 against %3) and is done sooner (%4 against %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose it, unless this option brings what the figures do not show (a part already calibrated or in stock, a supplier&apos;s terms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute (GPU and CPU nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within the budget of %1 at the estimate, over it at the likely high end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Samples</name>
    <message>
        <source>70B pretraining on a 256-GPU H100 cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multimodal fusion: satellite imagery + weather + hydrology + AIS (CLIP-style)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ocean remote-sensing image recognition (ship detection, red tide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ocean time-series forecasting (wave height, currents, sea temperature)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tune of a 7B model on one rented RTX 4090 D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>256 × H100, pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>512 × H100, pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>256 × H100, purchased</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tune of a 13B model on 4 × A100 80GB (NVLink)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 × A100, pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 × RTX 4090 D, pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>32 × H800, pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 × L20, pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 × L20, pay-as-you-go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three ways to run one pretraining of a 70B model on a trillion tokens: renting 256 or 512 H100s by the hour, or buying 256. We recommend renting 256: of the three, it meets the 90-day deadline at the lowest cost, and 512 finish in half the time for a little more. The plan keeps to the H100, which the team&apos;s training code is built for and published runs calibrate; another accelerator may cost less, but no published run calibrates its speed yet. Buying is shown for comparison, with 84 days (12 weeks) from order to a running cluster: the last delivery time published for H100 servers (8 to 12 weeks, Dell, April 2024; ask the vendor for today&apos;s). Ordered today, a purchased cluster then finishes this run after the deadline; owning it for 36 months costs several times the budget, and this run keeps it busy for about 5 % of that time, so buying pays only when further training runs fill the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four A100 80GB GPUs in one rented server fine-tune Llama 2 13B on 2 billion tokens for two epochs in about 6 days, within the 14-day deadline and far under the budget. The four GPUs share NVLink, so the tensor-parallel layout (TP 4) stays inside the server. A full fine-tune keeps optimizer states for every weight, which is why a 13B model needs four 80 GB cards. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One RTX 4090 D rented by the hour, a card widely rented in mainland China for adapting a 7B model: the fine-tune takes about 25 hours and costs under ¥100. No published training run has measured this card yet, so its speed is a planning figure and its likely range twice as wide as a calibrated card&apos;s: the delivery plan includes a short trial run that calibrates the estimate. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The satellite images go to the vision tower; the weather, hydrology and AIS (ship automatic identification system) records of each scene are written as its caption and go to the text tower, so that one contrastive model learns to match a scene with the sea conditions around it. 200 million image-caption pairs for 8 epochs on 32 rented H800s take about 32 hours, within the 7-day deadline. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight NVIDIA L20 48GB in one rented server, a card made for the mainland China market, train the ship and red-tide detector in about five days. No published training run has measured this card yet, so its speed is a planning figure and its likely range twice as wide as a calibrated card&apos;s: the delivery plan includes a short trial run that calibrates the estimate. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four NVIDIA L20 48GB in one rented server train the forecasting model in about 12 days, within the 20-day deadline. No published training run has measured this card yet, so its speed is a planning figure and its likely range twice as wide as a calibrated card&apos;s: the delivery plan includes a short trial run that calibrates the estimate. Configurations on AMD Instinct cards cost less but would need the training code moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team&apos;s code runs on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>a single layer&apos;s forward and backward, not a training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerator not in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision not modelled (FP4 / MXFP8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model dimensions not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training stack not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence length not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp x pp x cp does not divide the GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stated tp x pp x cp x dp is not the GPU count (layout not given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no measured peak in GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no throughput the planner can compare (tokens/s, step time or model TFLOP/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (tokens/s per GPU): %1 runs, median |error| %2, p90 %3, signed median %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak memory: %1 runs, median |error| %2, worst %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range (p10-p90 of predicted / published): x%1 to x%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated from the smallest run of a configuration (%1 configurations, %2 larger runs): median |error| %3, p90 %4; carrying its tokens/s per GPU over unchanged: %5, p90 %6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 n=%2  median |error| %3  p90 %4  signed %5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs off by more than 25 %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot evaluate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run (predicted / published):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an uneven pipeline split (pp x vp above the layers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Said not to fit the GPUs they ran on: %1 of %2 runs
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>said not to fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <source>LLM pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-parameter fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning (4-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote-sensing / image recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-series forecasting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multimodal fusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diffusion (image generation)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::ChartsPanel</name>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU: the plan cannot be evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 % of the total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (%1) by GPU count&lt;br&gt;&lt;small&gt;red: this plan, likely range&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>calibrated from a trial run on %n GPU(s)</source>
        <translation>
            <numerusform>calibrated from a trial run on %n GPU</numerusform>
            <numerusform>calibrated from a trial run on %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>likely %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashed lines: the GPU&apos;s capacity and 80 % of it (20 % headroom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · </source>
        <comment>between a chart title&apos;s details</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>a part of the training time</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included</source>
        <comment>a cost bar: in the rented price</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a duration, what it is made of</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute + CPU</source>
        <comment>a cost bar&apos;s name: GPUs and CPU nodes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>80 % of capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time by part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time against GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::CostOverTimeChart</name>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Utilization:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Horizon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even against %1 at month %2: %3 spent either way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cannot be evaluated, so there is nothing to compare.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cloud vs. buy comparison for this plan.
%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost by month at %1 % utilization (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>month %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, month %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typhoon season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project bursts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Demand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned + cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Owning %n GPU(s) and renting the rest, month %1: %2</source>
        <translation>
            <numerusform>Owning %n GPU and renting the rest, month %1: %2</numerusform>
            <numerusform>Owning %n GPUs and renting the rest, month %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Owned + cloud: %n GPU(s) owned</source>
        <translation>
            <numerusform>Owned + cloud: %n GPU owned</numerusform>
            <numerusform>Owned + cloud: %n GPUs owned</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs the work needs month by month: the cluster&apos;s every month; three times as many from July to September (the typhoon season brings several times the usual data); or three times as many two months in every six (project work in bursts). A varying demand makes the scenario owned plus cloud: the proposal explains the split.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month by month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month by month...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fraction of the hours the cluster is busy training in the months it is used. Pay-as-you-go and spot bill only the busy hours; reserved terms and purchase cost the same either way (a purchased cluster draws less power when idle). Part of the scenario: the proposal assumes the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many months the cluster is kept, rented or owned: the scenario&apos;s amortization period, over which a purchase is estimated and the proposal compares the ways of paying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost by month</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::DemandDialog</name>
    <message>
        <source>Demand month by month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs the work needs in each month of a year; the year repeats over the horizon. GPUs beyond those owned are rented for the month.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::DiscountDialog</name>
    <message>
        <source>Negotiated discounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off the price list, per cost category. Every amount of the category is net of it; the proposal&apos;s internal version states them, the customer version shows the net prices only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <comment>percent suffix</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 to 90 %: the share taken off the list price of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change negotiated discounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::EditActions</name>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dupl&amp;icate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;nnect selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable two selected elements to each other, or every selected node to the one selected switch (with the mouse: Shift+drag from one to the other).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::ExportDialog</name>
    <message>
        <source>Export proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposal&apos;s language; the window keeps its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer version (no unit prices or internal cost categories)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal version (every price and category)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand the customer version to the customer; the internal one is for approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the file; the window keeps its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-page summary (figures, layout, cost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one-page summary is for the customer to keep beside the full proposal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::FileActions</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new project: a 7B model on one 8-GPU node, to edit from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New from sa&amp;mple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterPlanner projects (*.cpplan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert to saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the unsaved changes and reopen the file as saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export proposal...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF proposal in Chinese or English, for the customer or for internal approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project &amp;details...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer, project name, author, date and notes for the proposal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The project that is open stays as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed on disk since it was opened here, by another window or program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite it with this window&apos;s project, or save this one under another name?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without saving, the changes are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert to saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the unsaved changes and reopen %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit project details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer exists; it is removed from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposal is saved as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the folder</source>
        <translation></translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another window did not close properly either: unsaved changes to %1 from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterPlanner did not close properly. Restore the unsaved changes to %1 from %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n project(s) with unsaved work were left behind.</source>
        <translation>
            <numerusform>%n project with unsaved work was left behind.</numerusform>
            <numerusform>%n projects with unsaved work were left behind.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep for later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;bill of materials...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bill of materials as an Excel workbook or CSV: the lines of the proposal&apos;s table, with numbers to compute with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file must end in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <comment>a project&apos;s name in a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print proposal...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proposal on paper, laid out as the PDF is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print the proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent %1 to the printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export launch &amp;kit...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The files that run this scenario as laid out: a SLURM batch script, torchrun, the training stack&apos;s configuration, a Kubeflow PyTorchJob and a trial run that calibrates the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export launch kit into a new folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-launch-kit</source>
        <comment>the suffix of the kit&apos;s folder name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the launch kit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the launch kit to %1 (see its README.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import cluster...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws a running cluster from what its scheduler lists: SLURM scontrol show node or sinfo, kubectl get nodes -o json, or one node&apos;s nvidia-smi topo -m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: it %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cluster from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) with %1 × %2 each.</source>
        <translation>
            <numerusform>%n node with %1 × %2 each.</numerusform>
            <numerusform>%n nodes with %1 × %2 each.</numerusform>
        </translation>
    </message>
    <message>
        <source>The listed GPU type &apos;%1&apos; is read as %2: choose another in the Workload panel if it differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The listing names no GPU type: the scenario&apos;s %1 is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) without GPUs left out.</source>
        <translation>
            <numerusform>%n node without GPUs left out.</numerusform>
            <numerusform>%n nodes without GPUs left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>The GPUs are joined by PCIe, not NVLink: choose a PCIe server for the nodes in their properties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The listing does not say the network between the nodes: it is drawn as %1; change it on the training switch if it differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The scenario stays as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &gt; Undo takes the import back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler listings (*.txt *.json *.out *.log *)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::FindingsModel</name>
    <message>
        <source>%1
Fix: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bottlenecks or risks found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::MainWindow</name>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottlenecks and risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] - ClusterPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud vs. buy and sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ClusterPlanner %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Plans GPU training clusters: whether the model fits, how long training takes, what it costs and which network it needs, from physical models calibrated on published training runs.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY; the licence is in the LICENSE file of its sources.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ClusterPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ClusterPlanner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · unsaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Fix: %2</source>
        <comment>a finding and its fix</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The documentation is installed with the application, under share/doc/clusterplanner beside its programs (%1 here, not found), and is the docs folder of its sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Documentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model, the command line and the project format, as installed with the application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology canvas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::ModelActions</name>
    <message>
        <source>&amp;Import config.json...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A model&apos;s own dimensions from its Hugging Face config.json (Llama, Qwen, Mistral, Mixtral, DeepSeek-V3, GPT-2, BERT ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;dimensions...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s layers, widths, heads and experts, counted as you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model configuration (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change model dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: it %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::ModelDialog</name>
    <message>
        <source>Model dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model as its config.json describes it. The planner counts its parameters and FLOPs from these dimensions; the project keeps them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s name as the customer uses it; the proposal shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoder (GPT, Llama, Qwen, DeepSeek)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoder (BERT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision transformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-series transformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden / heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer layers (num_hidden_layers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of the residual stream (hidden_size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query heads (num_attention_heads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key-value heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped-query attention: heads of keys and values (num_key_value_heads); as many as the query heads when unset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A head&apos;s width where it is not hidden / heads (head_dim); with latent attention, the part of a query or key head without rotary embedding (qk_nope_head_dim).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFN width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of a dense layer&apos;s feed-forward block (intermediate_size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 x hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gated MLP (SwiGLU): three matrices instead of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input and output embeddings shared (tie_word_embeddings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens in the vocabulary (vocab_size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per training sample.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed experts replace the dense FFN in every layer after the dense ones; each token goes to a few of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts per MoE layer (num_local_experts, num_experts, n_routed_experts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed experts each token goes to (num_experts_per_tok).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts every token goes through (n_shared_experts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert FFN width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One expert&apos;s feed-forward width (moe_intermediate_size); the dense FFN width when unset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as FFN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense layers first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers with a dense FFN before the first MoE layer (first_k_dense_replace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-head latent attention (DeepSeek)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys and values from one compressed latent per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query compression rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q_lora_rank; 0 for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key-value compression rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kv_lora_rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotary head width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qk_rope_head_dim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value head width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v_head_dim; the head width when unset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as head width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 GFLOP per token to train</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::Palette</name>
    <message>
        <source>%1: %2 GPUs, %3 CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A switch of %1; link GPU nodes, storage or management ports to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No accelerator this server takes is offered in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::PlanDocument</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recovery file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2. The file on disk is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: it %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: it %2. The file on disk is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not done. The scenario would hold %2 elements and %3 links; the canvas draws at most %4 elements and %5 links. Estimate a larger cluster with clusterplanner-cli.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: scenario &quot;%2&quot; draws %3 elements and %4 links; the canvas draws at most %5 elements and %6 links. Estimate it with clusterplanner-cli, which reads up to %7 nodes, switches and links each.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::ProjectDialog</name>
    <message>
        <source>Project details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s title, on the proposal&apos;s cover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The customer&apos;s organisation, as printed on the proposal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name and team, as printed on the cover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the proposal carries the day it is exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes for the proposal, printed as typed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An image for the proposal&apos;s cover (PNG, JPEG or SVG).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the hardware is bought or rented. US export rules keep some parts out of mainland-China purchases: they are then offered for rent only, or not at all, in the GPU lists, the recommender and the proposal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::PropertiesPanel</name>
    <message>
        <source>Change %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in this node (at most %1 for this template).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage units (arrays or appliances) of this tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host CPU cores; too few per GPU starve the data loader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>template (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory; at least the node&apos;s GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget of this node&apos;s rack position; 0 uses the price list&apos;s rack quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training (GPU to GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a node, a switch or a link on the canvas to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 of link %2 - %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link %1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel ports on this cable: each is one NIC and one switch port, and adds one line rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the switch (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NIC fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node&apos;s NICs on this cable. A port runs at the slower of the NIC and the switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable capacity and aggregate read bandwidth: the tier&apos;s datasheet figures times the units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity, read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB, %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports of this node cabled to %1 (%2); each adds one line rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports of this node cabled to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>an element&apos;s id and its template</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a field, what is wrong with the value typed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::RecommendDialog</name>
    <message>
        <source>Recommend a configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most GPUs a configuration may have; node counts go 1, 2, 4 ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most nodes (servers or workstations); 0 for no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power one rack position gives a node (GPUs at TDP plus the host); nodes that draw more are left out. 0 for no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate every accelerator, node template, node count, fabric and parallel layout; deterministic, so the same inputs give the same answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply to canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the scenario on the canvas by the selected tier, drawn in the standard layout. Undo (Ctrl+Z) brings the old one back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the scenario on the canvas and add the selected tier as a new one to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan has changed since this search; search again for figures that match it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow at least one accelerator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 configurations and %2 parallel layouts examined in %3 s; %4 plans on the cost-time front.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tier: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · ZeRO %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bottlenecks found; %1 % of GPU memory stays free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the %1 tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cannot be evaluated: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add as sce&amp;nario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators the search may use: priced ones that the project&apos;s market offers with the plan&apos;s pricing (parts that can only be rented there are left out of a purchase).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the workload on the canvas, priced as %1, in the %4 market; budget %2, deadline %3. Change these in the Workload panel and the project details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets the %1-day deadline as estimated, but the likely range runs to %2: allow for the overrun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tier the reservation would leave mostly idle is priced the cheaper way instead, as its Cost column says. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training times include %1 % for trial-and-error runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · EP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for %1 % more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1× the cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best balance of cost and time between entry and flagship: %1 % less time than entry (%2× faster) %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fastest plan within the budget and the deadline: %1 % less time than entry (%2× faster) %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest plan that keeps at least 20 % of GPU memory free and meets the budget and the deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · CP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The canvas now shows “%1” in place of “%2”; Undo (Ctrl+Z) brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added the scenario “%1”; compare it with the others in Scenario &gt; Compare scenarios (Ctrl+Shift+C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most power per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide &amp;limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search&apos;s limits fold away on a short screen to leave room for the tiers; this shows or hides them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is within the budget as estimated, not at its likely high end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::ScenarioActions</name>
    <message>
        <source>The plan cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New scenario...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of the scenario on the canvas, to change and compare (Ctrl+Shift+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename scenario...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every scenario side by side: configuration, time, cost and risks (Ctrl+Shift+C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate from a &amp;trial run...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter what a small trial of this scenario measured; the estimate is fitted to it and its range narrows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommend a confi&amp;guration...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search accelerators, node counts, fabrics and parallel layouts for what the budget and deadline buy (Ctrl+R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario on the canvas: %1. Each scenario is one option to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new scenario (a copy of the one shown):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another scenario is already called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the scenario %1? Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <comment>toolbar</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <comment>toolbar: compare scenarios</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommend</source>
        <comment>toolbar: recommend a configuration</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::ScenarioDialog</name>
    <message>
        <source>Compare scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every scenario of the project, evaluated as the canvas would. Double-click a column to show that scenario on the canvas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the selected scenario on the canvas to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inter-node network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget and deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be evaluated: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meets the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bottlenecks or risks found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost covers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(on canvas)</source>
        <comment>a column header</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job&apos;s own share: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>memory per GPU, whether it fits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, all within one month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per month
(the spans differ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost, each over its own span</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within budget at the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dialog is too short for the table and the charts together: show the charts in the table&apos;s place, or the table again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 delivery + %2</source>
        <comment>the time from the order: delivery, then the training run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time from the order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::SensitivityChart</name>
    <message>
        <source>Total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the bars show: how far each input, at the ends of its planning range, moves the total cost or the training time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sensitivity of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan cannot be evaluated, so there is no sensitivity to show.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the plan&apos;s variants cannot be evaluated.
%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan has no cost estimate (no price list has a price for its GPU). Choose training time to see what moves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an input and its planning range</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (little effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change in the total cost from its base of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change in the training time from its base of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GEMM efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial and error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as planned (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (one node)</source>
        <comment>an input without effect: why</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2-bound)</source>
        <comment>an input without effect: the link that bounds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (calibrated by the trial run)</source>
        <comment>an input without effect: why</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every command of the menus that has a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two keys of one command</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the palette, Enter places the entry on the canvas. On the canvas, Shift+drag from one element to another cables them (or select both and press Ctrl+K), middle-drag pans and Ctrl+wheel zooms.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::StatusLine</name>
    <message>
        <source>The plan cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p10-p90 of the planner&apos;s error on published training runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>
Calibrated from a trial run on %n GPU(s).</source>
        <translation>
            <numerusform>
Calibrated from a trial run on %n GPU.</numerusform>
            <numerusform>
Calibrated from a trial run on %n GPUs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, within budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, over budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, within the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, past the deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the likely time at the low and the high prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, within budget at the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, past the deadline after %1 of delivery</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::TopologyScene</name>
    <message>
        <source>%1
%2
GPU memory used: %3 of %4 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>management</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Paste %n element(s)</source>
        <translation>
            <numerusform>Paste %n element</numerusform>
            <numerusform>Paste %n elements</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrange as leaf/spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n element(s)</source>
        <translation>
            <numerusform>Delete %n element</numerusform>
            <numerusform>Delete %n elements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 - %2: %n port(s)</source>
        <translation>
            <numerusform>%1 - %2: %n port</numerusform>
            <numerusform>%1 - %2: %n ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n link(s)</source>
        <translation>
            <numerusform>Delete %n link</numerusform>
            <numerusform>Delete %n links</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>switch role · fabric</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Move %n element(s)</source>
        <translation>
            <numerusform>Move %n element</numerusform>
            <numerusform>Move %n elements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n element(s)</source>
        <translation>
            <numerusform>Duplicate %n element</numerusform>
            <numerusform>Duplicate %n elements</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 ports cabled: %3 too many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 ports cabled, %3 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · double-click to fold</source>
        <comment>group name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 to %3
Double-click to show its servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two elements, or nodes and the one switch to cable them to, then connect them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connect %n element(s) to %1</source>
        <translation>
            <numerusform>Connect %n element to %1</numerusform>
            <numerusform>Connect %n elements to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No free port on %1: all %2 of its ports are cabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to connect: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) added.</source>
        <translation>
            <numerusform>%n cable added.</numerusform>
            <numerusform>%n cables added.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cp::ui::TopologyView</name>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free port on %1: all %2 of its ports are cabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag templates here from the palette. Shift+drag from one element to another to connect them (again for another port); click a link to set its ports and NIC fabric; Delete removes the selection; Ctrl+wheel zooms; the middle button pans; Ctrl+L arranges as leaf/spine; Ctrl+Shift+L designs the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw this cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws these nodes and the networks the planner designs for them, as View &gt; Design network (Ctrl+Shift+L) does. One undo step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is drawn yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The figures are for the cluster the Hardware fields describe: %1 on %n node(s). Drag a node here from the palette, or draw that cluster with its networks.</source>
        <translation>
            <numerusform>The figures are for the cluster the Hardware fields describe: %1 on %n node. Drag a node here from the palette, or draw that cluster with its networks.</numerusform>
            <numerusform>The figures are for the cluster the Hardware fields describe: %1 on %n nodes. Drag a node here from the palette, or draw that cluster with its networks.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>GPU count and name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a node here from the palette, or correct the plan and draw the cluster its Hardware fields describe.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::TrialDialog</name>
    <message>
        <source>Calibrate from a trial run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run this scenario&apos;s model, precision, micro-batch and tensor, pipeline and context parallelism on a few GPUs of its accelerator and training stack, data parallel over the rest, and enter what it measured. The planner fits its compute speed to the measurement and predicts the full cluster from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs the trial ran on: a multiple of the scenario&apos;s tp x pp x cp (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in the trial:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured training throughput per GPU, in tokens per second, over a stretch of steady steps (after warm-up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured tokens/s per GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured peak memory per GPU (GiB):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest memory reserved on any GPU during the trial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot calibrate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot calibrate: the plan cannot be evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated, this scenario trains in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the trial calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trial computes as modelled (%1 modelled, %2 measured tokens/s per GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trial&apos;s throughput is %1 % below the model&apos;s (%2 modelled, %3 measured tokens/s per GPU): its compute time is scaled by %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trial&apos;s throughput is %1 % above the model&apos;s (%2 modelled, %3 measured tokens/s per GPU): its compute time is scaled by %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste the output of trial.sh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fills the fields from the --trial-* line that the launch kit&apos;s trial.sh prints last (File &gt; Export launch kit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot paste: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::ViewActions</name>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arrange as leaf/spine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;resentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a projector: larger text everywhere, the canvas zoomed, the palette and properties hidden. F5 again returns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore the default layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Design network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network cannot be designed until the plan is valid.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws the networks the planner designs for these nodes: leaf, spine and core switches of the compute fabric, a storage network and a management network, cabled as designed. One undo step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every element is in its leaf/spine place already: nothing moved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cp::ui::WorkloadPanel</name>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is trained: pretraining, full-parameter fine-tuning, LoRA/QLoRA adapters, or an image, time-series, multimodal or diffusion model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model preset: its layers, hidden size, heads and vocabulary come from the published configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per training sample (context length).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes over the dataset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total GPU count (from the canvas when the plan has a topology).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inter-node network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fabric between GPU nodes: at least 25 Gb/s, 100 Gb/s or more for multi-node training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the training data is read from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism and precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16/FP16 mixed precision is the norm; FP8 needs Hopper or newer; FP32 doubles activation memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs that split each layer; keep within an NVLink node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages the layers are split into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharding of optimizer states (1), gradients (2) and weights (3, FSDP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples per GPU per forward pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation recomputation trades compute for memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget and pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud pay-as-you-go, reserved terms, spot (needs checkpoints), or purchase over the amortization period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency of every amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed: %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change dataset size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size as you would say it: 1T or 500B tokens, 50亿, 1.28M samples, 2 TB. Epochs multiply it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset size &quot;%1&quot; is not a size this planner reads: type a number with an optional scale or byte unit, such as 1T, 500B, 50亿, 2 TB or 3e11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator model; datasheet figures are in the catalog. Listed for the project&apos;s market: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downlinks per uplink of the compute fabric&apos;s leaf switches (R:1). 1 is non-blocking; 2 or 3 saves spine switches, and data-parallel traffic that crosses the spine runs slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power one rack may draw: it sets how many nodes share a rack. At the lowest value, the price list&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens the busiest expert gets against the mean: the experts&apos; compute and the all-to-all wait for it. 1.25 (Switch Transformer) unless given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs the routed experts of a mixture-of-experts model are split over (EP), among the GPUs of one pipeline stage; its all-to-all crosses the network when it spans nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs one ZeRO / FSDP shard spans (hybrid sharding, HSDP): the shards are replicated across the rest, so the gathers stay inside the group, often one node. Must divide the data-parallel GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total budget; 0 for none. Type it as you would say it: 20M, 2000万, 1.5亿, $5M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto (%1)</source>
        <comment>the value the planner chose</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Negotiated discounts off the price list, per cost category: internal, stated only in the proposal&apos;s internal version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days from the order until training must be done, the lead time included; 0 for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days from the order until the cluster is ready to train: the cloud&apos;s provisioning, or delivery and installation of a purchase. Training starts after it; nothing is billed for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum rental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shortest rental the cloud offer bills; a shorter job pays for all of it. 0 for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list in the currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a price list&apos;s name and date</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The published prices the plan is costed with; amounts in another currency are converted at the exchange rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW, the price list&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price list&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> CNY</source>
        <comment>the unit after a money field&apos;s amount</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> USD</source>
        <comment>the unit after a money field&apos;s amount</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plans GPU training clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan to open (.cpplan).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
