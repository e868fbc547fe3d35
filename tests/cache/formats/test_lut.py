import pytest
import torch

from kvtrial.cache.formats import get_format, lut, packing, split


def _reference(packed, bits, values, n, dtype):
    """Unpack every code, then index the value table: what the lookup tables must reproduce bit for bit."""
    codes = packing.unpack(packed, bits, n).long()
    return torch.tensor(values, dtype=torch.float64).to(dtype)[codes]


@pytest.mark.parametrize("bits", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
def test_decode_equals_unpack_then_index(bits, dtype):
    n = packing.group_shape(bits)[0] * 16
    gen = torch.Generator().manual_seed(bits)
    codes = torch.randint(0, 1 << bits, (2, 3, 7, n), generator=gen).to(torch.uint8)
    values = tuple(torch.randn(1 << bits, generator=gen).tolist())
    packed = packing.pack(codes, bits)
    expected = _reference(packed, bits, values, n, dtype)
    got = lut.decode(packed, bits, values, n, dtype)
    assert got.dtype == dtype and torch.equal(got, expected)
    # into a contiguous buffer, and into a slice of a longer one (not contiguous)
    out = torch.full((2, 3, 7, n), float("nan"), dtype=dtype)
    assert lut.decode(packed, bits, values, n, dtype, out=out) is out and torch.equal(out, expected)
    longer = torch.full((2, 3, 9, n), float("nan"), dtype=dtype)
    lut.decode(packed, bits, values, n, dtype, out=longer[..., :7, :])
    assert torch.equal(longer[..., :7, :], expected) and longer[..., 7:, :].isnan().all()


def test_every_12_bit_key_of_3_bit_codes_decodes():
    # all 4096 keys in both halves of a 3-byte group
    keys = torch.arange(4096)
    words = keys | (keys.flip(0) << 12)
    packed = torch.stack([(words >> s) & 0xFF for s in (0, 8, 16)], -1).to(torch.uint8)
    values = tuple(float(v) for v in range(8))
    assert torch.equal(lut.decode(packed, 3, values, 8, torch.float32), _reference(packed, 3, values, 8, torch.float32))


@pytest.mark.parametrize("bits", [5, 6])
def test_split_pair_table_holds_the_values_of_each_byte_and_its_high_bits(bits):
    # every key: a byte of two nibbles and the two values' high bits, as the portable kernel builds it
    gen = torch.Generator().manual_seed(bits)
    values = tuple(torch.randn(1 << bits, generator=gen).tolist())
    codes = torch.randint(0, 1 << bits, (300, 16), generator=gen).to(torch.uint8)
    fields = split.split(codes, bits)
    nibbles = fields["codes"].long()  # [300, 8]: value 2i in the low nibble of byte i
    high = packing.unpack(fields["high"], bits - 4, 16).long()  # [300, 16]
    keys = nibbles | (high[:, 0::2] << 8) | (high[:, 1::2] << (8 + bits - 4))
    got = lut.split_pair_table(values, bits).view(-1, 2)[keys].reshape(300, 16)
    assert torch.equal(got, torch.tensor(values, dtype=torch.float32)[codes.long()])


def test_wrong_byte_count_is_refused():
    with pytest.raises(ValueError, match="cannot hold exactly"):
        lut.decode(torch.zeros(1, 5, dtype=torch.uint8), 4, tuple(range(16)), 8, torch.float32)


@pytest.mark.parametrize("name", ["q5_1", "q5_0", "q4_0", "q4_1", "iq4_nl", "turbo6", "turbo5", "turbo4", "turbo3", "turbo2"])
def test_format_decode_with_out_equals_without(name):
    # the cache decodes into shared buffers; that must not change a single bit
    fmt = get_format(name)
    fields = fmt.quantize(torch.randn(1, 3, 40, 64, generator=torch.Generator().manual_seed(3)) * 2)
    for dtype in (torch.float32, torch.bfloat16):
        plain = fmt.dequantize(fields, dtype)
        out = torch.empty(1, 3, 48, 64, dtype=dtype)
        fmt.dequantize(fields, dtype, out=out[..., :40, :])
        assert torch.equal(out[..., :40, :], plain)
        basis_plain, _ = fmt.decode_in_basis(fields, dtype)
        basis_out = torch.empty(1, 3, 40, 64, dtype=dtype)
        fmt.decode_in_basis(fields, dtype, out=basis_out)
        assert torch.equal(basis_out, basis_plain)


@pytest.mark.parametrize("name", ["turbo4", "turbo3", "turbo2"])
def test_turbo_codes_are_the_bucketize_codes(name):
    # quantize counts boundaries below each rotated value; that must be exactly torch.bucketize
    # (at the norm's scale: gain=norm codes each block at that one scale)
    from kvtrial.cache.formats.blocks import to_blocks
    from kvtrial.cache.formats.lloyd_max import codebook_tensors
    from kvtrial.cache.formats.rotation import rotation
    from kvtrial.cache.formats.turbo import turbo_block

    fmt = get_format(name).with_gain("norm")
    x = torch.randn(2, 3, 50, 64, generator=torch.Generator().manual_seed(5))
    block = turbo_block(64)
    rot = to_blocks(x, block) @ rotation(block, fmt.seed)
    unit = rot * (block**0.5 / rot.norm(dim=-1, keepdim=True))
    expected = torch.bucketize(unit, codebook_tensors(fmt.bits)[1]).reshape(2, 3, 50, 64)
    got = packing.unpack(fmt.quantize(x)["codes"], fmt.bits, 64)
    assert torch.equal(got.long(), expected)
